import { addDays, addMonths, todayInTokyo } from '@kayoi/domain/calendar';
import { type BenchServer, loadLine, measure } from './support.ts';

// Reports (issue 18): every report over the last twelve months of the 1,000,000-visit history (bench/history.ts
// extended by bench/reports-history.ts), over real HTTP (bench/support.ts). The first call of a report (cold)
// fills what it keeps (the dashboard's lesson counts); the warm figures are what a manager opening the report
// again sees. Budget: the server's CPU per call ×400 health's (200 ms at a quiet health CPU of 0.5 ms).

const REPORT_BUDGET = { ratio: 400 };
const RUNS = 40;

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export async function benchReports(server: BenchServer, token: string, now = new Date()): Promise<void> {
  const to = todayInTokyo(now);
  const from = addDays(addMonths(to, -12), 1);
  const period = `from=${from}&to=${to}`;
  const report = (name: string, extra = ''): Call => ({
    name: `GET  /api/reports/${name}${extra ? `?${extra}` : ''}`,
    method: 'GET',
    url: `/api/reports/${name}?${period}${extra ? `&${extra}` : ''}`,
  });
  const custom = (measure: string, dimension: string): Call => ({
    name: `POST /api/reports/custom/run ${measure} × ${dimension}`,
    method: 'POST',
    url: `/api/reports/custom/run?${period}`,
    payload: { measure, dimension },
  });
  const calls: Call[] = [
    {
      ...report('daily'),
      url: `/api/reports/daily?date=${addDays(to, -1)}`,
      name: 'GET  /api/reports/daily (yesterday)',
    },
    report('sales'),
    {
      ...report('sales-transition'),
      url: `/api/reports/sales-transition?to=${to}`,
      name: 'GET  /api/reports/sales-transition (24 months)',
    },
    report('members'),
    report('member-achievement'),
    report('programs'),
    report('attendance'),
    report('attendance', 'group_by=week'),
    report('staff'),
    report('facilities'),
    report('attendance', 'format=csv'),
    custom('check_ins', 'month'),
    custom('visitors', 'age_band'),
    custom('attendance_rate', 'coach'),
    custom('enrolled_members', 'month'),
    custom('sales', 'program'),
  ];
  const send = (call: Call) =>
    call.method === 'GET'
      ? server.client.get(call.url, token)
      : server.client.post(call.url, call.payload, token);
  console.info(`reports over ${from} … ${to} (budget CPU ×${REPORT_BUDGET.ratio} health, ${loadLine()}):`);
  for (const call of calls)
    await measure(server, 'reports', call.name, () => send(call), { budget: REPORT_BUDGET, runs: RUNS });
}
