import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Create';
import {
  BulkDeleteButton, Button, Datagrid, DeleteButton, EditButton, List, Pagination, SimpleList, useRecordContext, useTranslate, type RaRecord,
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

function RowButtons({ r, embedded, extra }: { r: ResourceDef; embedded?: Embedded; extra?: ReactNode }) {
  const record = useRecordContext();
  // EditButton spreads its props over its own link, so a `to` of undefined would point back at the list: pass it
  // only for a resource edited on its own route.
  const editTo = r.editorRoute && record ? `${r.editorRoute}?id=${encodeURIComponent(String(record.id))}` : undefined;
  const onEdit = embedded?.onEdit;
  const inPlace = onEdit && record && (
    <Button label="ra.action.edit" onClick={(e) => (e.stopPropagation(), onEdit(record))}>
      <EditIcon />
    </Button>
  );
  return (
    <>
      {extra}
      <RecordActions />
      {r.endpoints.update && (inPlace || (editTo ? <EditButton to={editTo} /> : <EditButton />))}
      {r.endpoints.delete && <DeleteButton mutationMode="pessimistic" confirmTitle="ccim.mgmt.confirm.deleteTitle" />}
    </>
  );
}

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
  const onEdit = embedded?.onEdit;
  const inPlace = onEdit && r.endpoints.update ? (_id: unknown, _res: unknown, record: RaRecord) => (onEdit(record), false as const) : undefined;
  const rowClick = inPlace ?? (embedded && !onEdit ? false : r.editorRoute
    ? (id: unknown) => `${r.editorRoute}?id=${encodeURIComponent(String(id))}`
    : r.endpoints.update
      ? ('edit' as const)
      : ('show' as const));
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
            rowClick={inPlace ?? (typeof rowClick === 'string' ? rowClick : false)}
          />
        ) : (
          <Datagrid
            rowClick={rowClick as never}
            bulkActionButtons={r.endpoints.delete && r.list?.bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
            // A header never breaks inside a word (Chinese headers went one character per line); the table scrolls.
            sx={{ '& .RaDatagrid-rowCell': { verticalAlign: 'top' }, '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' } }}
          >
            {columns.map((c) => columnFields?.[c] ?? fieldFor(r.fields.find((f) => f.name === c)!, { inList: true, sortable: sortable.has(c) }))}
            <RowButtons r={r} embedded={embedded} extra={rowButtons} />
          </Datagrid>
        )}
      </ListStates>
    </List>
  );
}
