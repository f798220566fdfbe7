import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { ChartBox } from './ChartBox';

interface AgentTimeRow {
  name: string;
  /** Hours. */
  ready: number;
  busy: number;
}

/** Ready and busy hours per agent, stacked: shared by the KPI report and the online detail list. */
export function AgentTimeChart({ data }: { data: AgentTimeRow[] }) {
  const translate = useTranslate();
  return (
    <ChartBox title={translate('ccim.reports.chart.agentTime')} height={220}>
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis unit="h" />
        <Tooltip />
        <Legend />
        <Bar dataKey="ready" stackId="t" name={translate('ccim.reports.col.readyMs')} fill="#4caf50" />
        <Bar dataKey="busy" stackId="t" name={translate('ccim.reports.col.busyMs')} fill="#f44336" />
      </BarChart>
    </ChartBox>
  );
}
