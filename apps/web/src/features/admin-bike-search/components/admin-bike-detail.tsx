import { ArrowLeft, ShieldCheck, Trash2, Undo2, Tag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatPersonalNumberInput } from '@ramkoll/shared/rules/personal-number';
import { actionKey, type AdminBikeAction, type AdminBikeDetail } from '@ramkoll/shared/schemas/admin-bikes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-cards';
import { formatDate, formatDateTime, formatNumber, formatSalePrice } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { Pager } from '@/components/pager';
import { bikeTypeLabel } from '@/lib/bike-types';
import { useAdminBike } from '../api/admin-bikes';
import { ReasonDialog } from './reason-dialog';
import { usePagerLabels } from './use-pager-labels';
import { StateBadges } from './state-badges';

type Bike = AdminBikeDetail['bike'];

/** One bike for the admin: every field, its state, the owner unmasked, history, ledger and actions. */
export function AdminBikeDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('admin_bike_search');
  const [ledgerPage, setLedgerPage] = useState(1);
  const [action, setAction] = useState<AdminBikeAction | null>(null);
  const detail = useAdminBike(id, ledgerPage);
  const data = detail.data;

  return (
    <div className="grid gap-6">
      <div>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('detail.back')}
        </Button>
      </div>
      {detail.isPending ? <Spinner label={t('detail.loading')} /> : null}
      {detail.isError && !data ? (
        <ErrorState
          title={t('detail.load_failed')}
          retryLabel={t('retry')}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-mono text-2xl font-semibold break-all">{data.bike.frameNumber}</h2>
            <StateBadges
              stolen={data.bike.stolen}
              forSale={data.bike.forSale}
              deleted={data.bike.deletedAt !== null}
              batteryStolen={data.bike.batteryStolen}
            />
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('detail.audited')}
          </p>
          <Actions bike={data.bike} onAction={setAction} />
          <div className="grid gap-6 lg:grid-cols-2">
            <BikeFields bike={data.bike} />
            <OwnerFields owner={data.owner} />
          </div>
          <History history={data.history} />
          <Ledger ledger={data.ledger} onPage={setLedgerPage} />
          <ReasonDialog bike={data.bike} action={action} onClose={() => setAction(null)} />
        </>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children}
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Actions({ bike, onAction }: { bike: Bike; onAction: (action: AdminBikeAction) => void }) {
  const { t } = useTranslation('admin_bike_search');
  const deleted = bike.deletedAt !== null;
  const available: { action: AdminBikeAction; icon: ReactNode; show: boolean }[] = [
    { action: 'recover', icon: <Undo2 aria-hidden="true" />, show: bike.stolen },
    { action: 'end-sale', icon: <Tag aria-hidden="true" />, show: bike.forSale },
    { action: 'delete', icon: <Trash2 aria-hidden="true" />, show: !deleted && !bike.stolen },
  ];
  const shown = available.filter((item) => item.show);
  return (
    <Section title={t('detail.actions')}>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.no_actions')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {shown.map((item) => (
            <Button
              key={item.action}
              variant={item.action === 'delete' ? 'destructive' : 'outline'}
              onClick={() => onAction(item.action)}
            >
              {item.icon}
              {t(`action.${actionKey(item.action)}`)}
            </Button>
          ))}
        </div>
      )}
    </Section>
  );
}

function BikeFields({ bike }: { bike: Bike }) {
  const { t } = useTranslation('admin_bike_search');
  const { t: common } = useTranslation('common');
  const language = currentLanguage();
  const none = t('detail.none');
  const hidden = (field: Bike['hiddenFields'][number]) =>
    bike.hiddenFields.includes(field) ? (
      <Badge variant="outline" className="ml-2">
        {t('detail.hidden')}
      </Badge>
    ) : null;
  return (
    <Section title={t('detail.bike')}>
      <dl className="grid gap-2 text-sm">
        <Row label={t('fields.bike_name')}>
          {bike.bikeName ?? none}
          {hidden('bikeName')}
        </Row>
        <Row label={t('fields.brand')}>
          {bike.brand ?? none}
          {hidden('brand')}
        </Row>
        <Row label={t('fields.model')}>
          {bike.model ?? none}
          {hidden('model')}
        </Row>
        <Row label={t('fields.color')}>
          {bike.color ?? none}
          {hidden('color')}
        </Row>
        <Row label={t('fields.bike_type')}>{bike.bikeType ? bikeTypeLabel(bike.bikeType, common) : none}</Row>
        <Row label={t('fields.description')}>
          {bike.description ?? none}
          {hidden('description')}
        </Row>
        <Row label={t('fields.battery_serial_number')}>{bike.batterySerialNumber ?? none}</Row>
        <Row label={t('fields.city')}>{bike.city ?? none}</Row>
        <Row label={t('fields.sticker_codes')}>
          {bike.stickerCodes.length > 0 ? (
            <span className="font-mono">{bike.stickerCodes.join(', ')}</span>
          ) : (
            none
          )}
        </Row>
        <Row label={t('fields.photo')}>
          {bike.photoUrl ? (
            <a className="underline underline-offset-4" href={bike.photoUrl} target="_blank" rel="noreferrer">
              {t('photo_open')}
            </a>
          ) : (
            none
          )}
          {hidden('bikePhoto')}
        </Row>
        {bike.stolen || bike.stolenDate ? (
          <>
            <Row label={t('fields.stolen_date')}>
              {bike.stolenDate ? formatDate(bike.stolenDate, language) : none}
            </Row>
            <Row label={t('fields.stolen_location')}>{bike.stolenLocationDetails ?? none}</Row>
            <Row label={t('fields.police_report_number')}>{bike.policeReportNumber ?? none}</Row>
          </>
        ) : null}
        {bike.recoveredAt ? (
          <Row label={t('fields.recovered_at')}>{formatDateTime(bike.recoveredAt, language)}</Row>
        ) : null}
        {bike.forSale && bike.salePrice !== null ? (
          <Row label={t('fields.sale_price')}>{formatSalePrice(bike.salePrice, language)}</Row>
        ) : null}
        {bike.deletedAt ? (
          <Row label={t('fields.deleted_at')}>{formatDateTime(bike.deletedAt, language)}</Row>
        ) : null}
        <Row label={t('fields.registered_at')}>{formatDateTime(bike.registeredAt, language)}</Row>
        <Row label={t('fields.updated_at')}>{formatDateTime(bike.updatedAt, language)}</Row>
      </dl>
    </Section>
  );
}

function OwnerFields({ owner }: { owner: AdminBikeDetail['owner'] }) {
  const { t } = useTranslation('admin_bike_search');
  const none = t('detail.none');
  return (
    <Section title={t('detail.owner')}>
      <dl className="grid gap-2 text-sm">
        <Row label={t('fields.full_name')}>{owner.fullName}</Row>
        <Row label={t('fields.email')}>
          <span className="break-all">{owner.email}</span>
        </Row>
        <Row label={t('fields.phone')}>{owner.phone ?? none}</Row>
        <Row label={t('fields.personal_number')}>
          {/* Stored as twelve digits; written as everywhere else, YYYYMMDD-NNNN. */}
          <span className="font-mono">
            {owner.personalNumber ? formatPersonalNumberInput(owner.personalNumber) : none}
          </span>
        </Row>
        <Row label={t('fields.identity')}>
          {owner.identityVerified ? (
            <Badge variant="success">{t('detail.verified')}</Badge>
          ) : (
            <Badge variant="secondary">{t('detail.not_verified')}</Badge>
          )}
        </Row>
      </dl>
    </Section>
  );
}

function History({ history }: { history: AdminBikeDetail['history'] }) {
  const { t } = useTranslation('admin_bike_search');
  const language = currentLanguage();
  return (
    <Section title={t('detail.history')}>
      {history.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.no_history')}</p>
      ) : (
        <ol className="grid gap-3">
          {history.entries.map((entry, index) => (
            <li
              key={`${entry.startDate}-${index}`}
              className="grid gap-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <span>
                <span className="font-medium">{entry.ownerName}</span>
                <span className="text-muted-foreground">
                  {' · '}
                  {t(`acquisition.${entry.acquisitionType}`)}
                  {entry.isVerified ? ` · ${t('detail.verified')}` : ''}
                  {entry.storeInfo ? ` · ${entry.storeInfo.storeName}` : ''}
                </span>
              </span>
              <span className="tabular-nums text-muted-foreground">
                {formatDate(entry.startDate, language)}
                {' – '}
                {entry.endDate ? formatDate(entry.endDate, language) : t('detail.ongoing')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function Ledger({ ledger, onPage }: { ledger: AdminBikeDetail['ledger']; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin_bike_search');
  const language = currentLanguage();
  const pages = Math.max(1, Math.ceil(ledger.total / ledger.pageSize));
  const labels = usePagerLabels(ledger.page, pages);
  return (
    <Section title={t('detail.ledger')}>
      <p className="text-sm font-medium">
        {t('detail.balance', { balance: formatNumber(ledger.balance, language) })}
      </p>
      {ledger.entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('detail.no_ledger')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('detail.ledger')}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('fields.date')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('fields.reason')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('fields.amount')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('fields.balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.entries.map((entry) => (
                <tr key={entry.id} className="border-b border-border last:border-0">
                  <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                    {formatDateTime(entry.createdAt, language)}
                  </td>
                  <td className="px-3 py-2">{t(`ledger_reasons.${entry.reason as 'purchase'}`)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {entry.amount > 0 ? '+' : ''}
                    {formatNumber(entry.amount, language)}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatNumber(entry.balanceAfter, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={ledger.page} pages={pages} onPage={onPage} labels={labels} />
    </Section>
  );
}
