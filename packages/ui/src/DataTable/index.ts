export type { DataTableColumn, DataTableProps, SortDescriptor } from './DataTable.tsx';
export { DataTable } from './DataTable.tsx';
