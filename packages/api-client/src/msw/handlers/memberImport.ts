import { formatMessage, memberImportMessages } from '@kayoi/domain/messages';
import { formBody, handleAs, http, notFound, paginate, searchParams, success } from '../http.ts';

// The member import (issue 13), the thinnest mock: reading files, mapping columns and judging lines are the
// real server's. A preview answers an empty file's result; nothing is kept, so there are no reports.

export const memberImportHandlers = [
  http.post('/api/customers/import', (info) =>
    handleAs(info, 'importCustomers', async () => {
      const form = await formBody(info.request);
      const file = form.file instanceof File ? form.file : null;
      const dryRun = ['1', 'true'].includes(String(form.dry_run ?? ''));
      const summary = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0, skipped: 0 };
      const counts = { created: '0', updated: '0', refused: '0' };
      return info.response(200).json(
        success(
          {
            id: null,
            dry_run: dryRun,
            file_name: file?.name ?? '',
            format: file?.name.toLowerCase().endsWith('.xlsx') ? ('xlsx' as const) : ('csv' as const),
            encoding: null,
            header_line: 1,
            columns: [],
            summary,
            rows: [],
            rows_truncated: false,
            elapsed_ms: 0,
          },
          formatMessage(dryRun ? memberImportMessages.previewed : memberImportMessages.imported, counts),
        ),
      );
    }),
  ),
  http.get('/api/customer-imports', (info) =>
    handleAs(info, 'listCustomerImports', () => {
      const page = paginate([] as never[], searchParams(info.request));
      return info.response(200).json({ ...success(page.data), meta: page.meta });
    }),
  ),
  http.get('/api/customer-imports/{id}/report', (info) =>
    handleAs(info, 'getCustomerImportReport', () => {
      throw notFound();
    }),
  ),
];
