import { useState, type FormEvent } from 'react';
import { ChevronDown, Download } from 'lucide-react';
import {
  activityKindLabels,
  activityKinds,
  type ActivityEntryView,
  type ActivityQuery,
} from '../../../../shared/activity';
import { ChangeDetails } from '../../../components/change-details';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { cn } from '../../../lib/cn';
import { activityText as t } from '../../../messages/activity';
import { activitySearch, useActivity } from '../api';

const berlinTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

type Filters = Omit<ActivityQuery, 'page'>;

const rowClass = 'block py-2 align-top md:table-row md:py-0';
const cellClass = 'block py-0.5 md:table-cell md:py-2 md:pr-3';

/** One entry; „Details“ opens a row below it with what changed. */
function ActivityRow({ entry: e }: { entry: ActivityEntryView }) {
  const [open, setOpen] = useState(false);
  const detailsId = `activity-details-${e.id}`;
  const at = berlinTime.format(new Date(e.at));
  return (
    <>
      <tr role="row" className={cn(rowClass, !open && 'border-b border-line')} data-testid="activity-row">
        <td role="cell" className={cn(cellClass, 'font-medium md:font-normal md:whitespace-nowrap')}>
          <time dateTime={e.at}>{at}</time>
        </td>
        <td role="cell" className={cellClass}>
          {e.actor_name}
          {e.actor_email ? <span className="block text-muted">{e.actor_email}</span> : null}
        </td>
        <td role="cell" className={cellClass}>
          {e.kind_label}
        </td>
        <td role="cell" className={cellClass}>
          {e.news_title ?? ''}
        </td>
        <td role="cell" className={cellClass}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
            {t.showDetails}
            <span className="sr-only">{t.detailsOf(e.kind_label, at)}</span>
          </Button>
        </td>
      </tr>
      {open ? (
        <tr role="row" className="block border-b border-line md:table-row">
          <td role="cell" colSpan={5} className="block pb-3 md:table-cell">
            <div className="rounded-md bg-slate-50 p-3">
              <ChangeDetails entry={e} id={detailsId} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** „Protokoll“: the filters (Beitrag, Person, Art, Zeitraum), the table with pages, and the CSV export. */
export function ActivityLog() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const log = useActivity({ ...filters, page });
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const csvHref = `/api/activity.csv?${new URLSearchParams(activitySearch(filters)).toString()}`;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (name: string) => (form.get(name) as string | null) || undefined;
    setFilters({
      news_id: value('news_id'),
      actor: value('actor'),
      kind: value('kind') as Filters['kind'],
      from: value('from'),
      to: value('to'),
    });
    setPage(1);
  };

  return (
    <Card data-testid="activity-log">
      <CardContent className="flex flex-col gap-4 pt-6">
        <form
          aria-label={t.filtersLabel}
          onSubmit={onSubmit}
          onReset={() => {
            setFilters({});
            setPage(1);
          }}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="activity-news">{t.news}</Label>
            <NativeSelect id="activity-news" name="news_id" defaultValue="" className="w-full min-w-0">
              <option value="">{t.all}</option>
              {data?.items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title ?? item.id}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="activity-actor">{t.person}</Label>
            <NativeSelect id="activity-actor" name="actor" defaultValue="" className="w-full min-w-0">
              <option value="">{t.all}</option>
              {data?.actors.map((a) => (
                <option key={`${a.id}-${a.name}`} value={a.id ?? a.name}>
                  {a.email ? `${a.name} (${a.email})` : a.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="activity-kind">{t.kind}</Label>
            <NativeSelect id="activity-kind" name="kind" defaultValue="" className="w-full min-w-0">
              <option value="">{t.all}</option>
              {activityKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {activityKindLabels[kind]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="activity-from">{t.from}</Label>
            <Input id="activity-from" name="from" type="date" />
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor="activity-to">{t.to}</Label>
            <Input id="activity-to" name="to" type="date" />
          </div>
          <div className="flex items-end gap-2">
            <Button type="submit">{t.apply}</Button>
            <Button type="reset" variant="outline">
              {t.reset}
            </Button>
          </div>
        </form>
        <div>
          <Button asChild variant="outline">
            <a href={csvHref} download>
              <Download aria-hidden />
              {t.exportCsv}
            </a>
          </Button>
        </div>
        {log.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t.loading}
          </p>
        ) : log.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t.loadFailed}
          </p>
        ) : data && data.entries.length === 0 ? (
          <p className="text-sm text-muted">{t.empty}</p>
        ) : data ? (
          <div className="relative overflow-x-auto">
            {/* A table on wide screens; on a phone each entry is a block of lines (the roles keep it a table). */}
            <table role="table" className="block w-full text-left text-sm md:table" data-testid="activity-table">
              <thead role="rowgroup" className="hidden md:table-header-group">
                <tr role="row" className="border-b border-line">
                  <th role="columnheader" className="py-2 pr-3">
                    {t.time}
                  </th>
                  <th role="columnheader" className="py-2 pr-3">
                    {t.person}
                  </th>
                  <th role="columnheader" className="py-2 pr-3">
                    {t.kind}
                  </th>
                  <th role="columnheader" className="py-2 pr-3">
                    {t.news}
                  </th>
                  <th role="columnheader" className="py-2 pr-3">
                    {t.change}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup" className="block md:table-row-group">
                {data.entries.map((e) => (
                  <ActivityRow key={e.id} entry={e} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {data ? (
          <div className="flex items-center justify-between gap-3 text-sm">
            <span>{t.pageOf(data.page, pages, data.total)}</span>
            <span className="flex gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t.previous}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t.next}
              </Button>
            </span>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
