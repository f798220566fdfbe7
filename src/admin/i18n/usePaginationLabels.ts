import { useTranslate } from 'react-admin';

/**
 * The texts of MUI's TablePagination in the user's language ("Rows per page", "1-20 of 57" and the page buttons'
 * names), for the report tables and for react-admin's pagination on a phone, which leaves the buttons English.
 */
export function usePaginationLabels() {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
      count === -1
        ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to, _: `${from}-${to}` })
        : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count, _: `${from}-${to} / ${count}` }),
    getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`),
  };
}
