import { handle, http, success } from '../http.ts';

export const systemHandlers = [
  http.get('/api/health', (info) =>
    handle(info, () =>
      info.response(200).json(success({ status: 'ok' as const, database: 'ok' as const, version: '1.0.0' })),
    ),
  ),
];
