import { useMediaQuery, type Theme } from '@mui/material';
import { PINNED_CELL } from '../controls/pinnedCell';
import type { ReactElement, ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Create';
import {
  BulkDeleteButton, Button, Datagrid, DeleteButton, EditButton, List, Pagination, ShowButton, SimpleList, useRecordContext, useTranslate, type RaRecord,
} from 'react-admin';
import { resolveResource, resourcesSchema, type ResourceDef } from '../../common/resources';
import { usePaginationLabels } from '../i18n/usePaginationLabels';
import { fieldFor } from './fieldFor';
import { formatDateTime } from '../../common/dateTime';
import { filterInputs } from './filterInputs';
import { ListActions } from './ListActions';
import { ListStates } from './ListStates';
import { RecordActions } from './RecordActions';

/** A list shown inside another resource's screen: its paging and filters stay out of the address (the screen's
 * own list has them), and a record is created and edited where the screen says (a dialog), not on a route;
 * a read-only one (`onEdit` absent) opens nothing. `filter` is fixed (e.g. the screen's own record). */
interface Embedded {
  onEdit?(record: RaRecord): void;
  filter?: Record<string, unknown>;
}

/**
 * What clicking a row opens, the same as its visible button (issue 32): the editor (in place, on the resource's own
 * route, or the generated one) where the API updates records, else the record's page; a read-only embedded list
 * opens nothing and shows no button for it.
 */
type RowOpens = 'inPlace' | 'editorRoute' | 'edit' | 'show' | false;
const rowOpens = (r: ResourceDef, embedded?: Embedded): RowOpens => {
  if (embedded?.onEdit && r.endpoints.update) return 'inPlace';
  if (embedded && !embedded.onEdit) return false;
  if (r.editorRoute) return 'editorRoute';
  return r.endpoints.update ? 'edit' : 'show';
};

function RowButtons({ r, embedded, extra }: { r: ResourceDef; embedded?: Embedded; extra?: ReactNode }) {
  const record = useRecordContext();
  const opens = rowOpens(r, embedded);
  const onEdit = embedded?.onEdit;
  return (
    <>
      {extra}
      <RecordActions />
      {opens === 'inPlace' && onEdit && record && (
        <Button label="ra.action.edit" onClick={(e) => (e.stopPropagation(), onEdit(record))}>
          <EditIcon />
        </Button>
      )}
      {/* EditButton spreads its props over its own link, so a `to` of undefined would point back at the list. */}
      {opens === 'editorRoute' && record && <EditButton to={`${r.editorRoute}?id=${encodeURIComponent(String(record.id))}`} />}
      {opens === 'edit' && <EditButton />}
      {opens === 'show' && <ShowButton />}
      {r.endpoints.delete && <DeleteButton mutationMode="pessimistic" confirmTitle="ccim.mgmt.confirm.deleteTitle" />}
    </>
  );
}

/** The row buttons' cell: pinned like every table's button cell, its buttons on one line. */
const ROW_BUTTONS_CELL = {
  ...PINNED_CELL,
  '& .MuiStack-root': { flexWrap: 'nowrap' },
  '& > *': { display: 'inline-flex', verticalAlign: 'top' },
} as const;

function MobileText({ r, field }: { r: ResourceDef; field: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const f = r.fields.find((x) => x.name === field);
  const v = record?.[field];
  if (v === null || v === undefined) return null;
  if (f?.type === 'enum') return <>{translate(`ccim.enums.${f.enum}.${String(v)}`)}</>;
  if (f?.type === 'datetime') return <>{formatDateTime(Number(v))}</>;
  // A long unbroken text wraps anywhere rather than widening the phone's page.
  return <span style={{ overflowWrap: 'anywhere' }}>{Array.isArray(v) ? v.join(', ') : String(v).replace(/<[^>]+>/g, ' ')}</span>;
}

/**
 * The generated list of a resource: its filters, sort and paging from the schema, a column per declared
 * column, the record actions (and the screen's own `rowButtons`), edit and delete (with confirmation), bulk
 * delete where the API allows. On a phone the rows become a simple list of title and two details.
 */
export function GenericList({
  resource,
  aside,
  embedded,
  rowButtons,
  columnFields,
  children,
}: {
  resource: string;
  aside?: ReactNode;
  embedded?: Embedded;
  rowButtons?: ReactNode;
  /** A screen's own display of some columns, in place of the one the field's type gives. */
  columnFields?: Record<string, ReactElement>;
  children?: ReactNode;
}) {
  const r = resolveResource(resourcesSchema, resource);
  const small = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  // A filter the embedding screen fixes is not offered.
  const filters = filterInputs(r).filter((f) => !embedded?.filter || !((f.props as { source: string }).source in embedded.filter));
  const sortable = new Set([...(r.list?.sortable ?? []), ...(r.list?.sort ? [r.list.sort.field] : [])]);
  const columns = r.list?.columns ?? [];
  const opens = rowOpens(r, embedded);
  const rowClick =
    opens === 'inPlace'
      ? (_id: unknown, _res: unknown, record: RaRecord) => (embedded!.onEdit!(record), false as const)
      : opens === 'editorRoute'
        ? (id: unknown) => `${r.editorRoute}?id=${encodeURIComponent(String(id))}`
        : opens;
  const [second, third] = columns.filter((c) => c !== r.recordLabel);
  // react-admin passes other props on to MUI's TablePagination; on a phone it names the page buttons in English.
  const paginationLabels = usePaginationLabels();
  return (
    <List
      resource={resource}
      filter={embedded?.filter}
      // Inside another screen the page's title is that screen's.
      title={embedded ? false : undefined}
      filters={filters.length ? filters : undefined}
      sort={r.list?.sort ? { field: r.list.sort.field, order: r.list.sort.order === 'desc' ? 'DESC' : 'ASC' } : undefined}
      perPage={20}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} {...({ getItemAriaLabel: paginationLabels.getItemAriaLabel } as object)} />}
      actions={<ListActions hasFilters={filters.some((f) => !(f.props as { alwaysOn?: boolean }).alwaysOn)} hasCreate={!embedded}>{children}</ListActions>}
      disableSyncWithLocation={!!embedded}
      aside={aside}
      empty={false}
      // On a phone the aside (a type tree) goes above the list, not beside it, where it squeezed the list to nothing.
      sx={{ flexDirection: { xs: 'column', md: 'row' }, '& .RaList-main': { minWidth: 0 } }}
    >
      <ListStates>
        {small ? (
          <SimpleList
            primaryText={<MobileText r={r} field={r.recordLabel} />}
            secondaryText={second ? <MobileText r={r} field={second} /> : undefined}
            tertiaryText={third ? <MobileText r={r} field={third} /> : undefined}
            rowClick={rowClick as never}
          />
        ) : (
          <Datagrid
            rowClick={rowClick as never}
            bulkActionButtons={r.endpoints.delete && r.list?.bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
            // A header never breaks inside a word (Chinese headers went one character per line); the table scrolls,
            // but the row's buttons (the last column) stay on one line at the right edge, in sight (issue 32).
            sx={{
              '& .RaDatagrid-rowCell': { verticalAlign: 'top' },
              '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
              '& thead th:last-of-type, & tbody td:last-of-type': ROW_BUTTONS_CELL,
            }}
          >
            {columns.map((c) => columnFields?.[c] ?? fieldFor(r.fields.find((f) => f.name === c)!, { inList: true, sortable: sortable.has(c) }))}
            <RowButtons r={r} embedded={embedded} extra={rowButtons} />
          </Datagrid>
        )}
      </ListStates>
    </List>
  );
}
