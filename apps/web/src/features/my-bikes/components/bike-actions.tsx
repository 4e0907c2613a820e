import {
  ArrowRightLeft,
  BatteryWarning,
  Lock,
  Pencil,
  ShieldAlert,
  ShieldCheck,
  Tag,
  Trash2,
} from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { BlockedAction, MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import { useSetBatteryStolen } from '../api/set-battery-stolen';
import { hasBattery } from '../utils/bike-display';
import { runBikeChange } from '../utils/run-bike-change';
import { useBikeDialog } from '../utils/use-bike-dialog';
import { BlockedDialog } from './blocked-dialog';
import { CancelTransferDialog } from './cancel-transfer-dialog';
import { DeleteBikeDialog } from './delete-bike-dialog';
import { EditBikeDialog } from './edit-bike-dialog';
import { PendingTransferPanel } from './pending-transfer-panel';
import { RecoveredDialog } from './recovered-dialog';
import { RemoveSaleDialog } from './remove-sale-dialog';
import { ReportStolenDialog } from './report-stolen-dialog';
import { SaleDialog } from './sale-dialog';
import { SalePanel } from './sale-panel';
import { TransferDialog } from './transfer-dialog';

type OpenDialog =
  | {
      kind:
        'edit' | 'delete' | 'stolen' | 'recovered' | 'sale' | 'remove_sale' | 'transfer' | 'cancel_transfer';
    }
  | { kind: 'blocked'; action: BlockedAction };

/** What a stolen bike refuses, by the button that asks for it. */
type GuardedKind = Extract<OpenDialog['kind'], 'edit' | 'delete' | 'sale' | 'transfer'>;
const blockedBy: Record<GuardedKind, BlockedAction> = {
  edit: 'edit',
  delete: 'delete',
  sale: 'sale',
  transfer: 'transfer',
};

interface BikeActionsProps {
  bike: MyBike;
  name: string;
}

/**
 * What the owner can do with one bike, with its sale and a pending transfer above the buttons. A
 * stolen bike's Edit, Delete, Sell and Transfer open the blocked dialog (spec sections 4 and 8);
 * the server refuses them anyway (409 BIKE_STOLEN), which lands in the same dialog.
 */
export function BikeActions({ bike, name }: BikeActionsProps) {
  const { t } = useTranslation('my_bikes');
  const { dialog, open, close, closeWhenFalse } = useBikeDialog<OpenDialog>();
  const battery = useSetBatteryStolen();

  function openUnlessStolen(kind: GuardedKind) {
    open(bike.stolen ? { kind: 'blocked', action: blockedBy[kind] } : { kind });
  }

  function blocked(action: BlockedAction) {
    open({ kind: 'blocked', action });
  }

  function toggleBattery() {
    const stolen = !bike.batteryStolen;
    void runBikeChange(battery.mutateAsync({ bikeId: bike.id, stolen }), {
      success: t(stolen ? 'battery.flagged' : 'battery.cleared'),
    });
  }

  const lock = <Lock aria-hidden="true" />;
  const transfer = bike.pendingTransfer;

  return (
    <div className="mt-auto grid gap-3">
      {bike.forSale ? (
        <SalePanel
          bike={bike}
          onEdit={() => openUnlessStolen('sale')}
          onRemove={() => open({ kind: 'remove_sale' })}
        />
      ) : null}
      {transfer ? (
        <PendingTransferPanel transfer={transfer} onCancel={() => open({ kind: 'cancel_transfer' })} />
      ) : null}

      <div role="group" aria-label={t('actions.group', { name })} className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => openUnlessStolen('edit')}>
          {bike.stolen ? lock : <Pencil aria-hidden="true" />}
          {t('actions.edit')}
        </Button>
        {bike.forSale ? null : (
          <Button variant="outline" size="sm" onClick={() => openUnlessStolen('sale')}>
            {bike.stolen ? lock : <Tag aria-hidden="true" />}
            {t('actions.sell')}
          </Button>
        )}
        {transfer ? null : (
          <Button variant="outline" size="sm" onClick={() => openUnlessStolen('transfer')}>
            {bike.stolen ? lock : <ArrowRightLeft aria-hidden="true" />}
            {t('actions.transfer')}
          </Button>
        )}
        {bike.stolen ? (
          <Button variant="default" size="sm" onClick={() => open({ kind: 'recovered' })}>
            <ShieldCheck aria-hidden="true" />
            {t('actions.mark_recovered')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => open({ kind: 'stolen' })}>
            <ShieldAlert aria-hidden="true" />
            {t('actions.report_stolen')}
          </Button>
        )}
        {hasBattery(bike) ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={bike.batteryStolen}
            disabled={battery.isPending}
            onClick={toggleBattery}
          >
            <BatteryWarning aria-hidden="true" />
            {battery.isPending
              ? t('battery.pending')
              : t(bike.batteryStolen ? 'actions.battery_recovered' : 'actions.battery_stolen')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10"
          onClick={() => openUnlessStolen('delete')}
        >
          {bike.stolen ? lock : <Trash2 aria-hidden="true" />}
          {t('actions.delete')}
        </Button>
      </div>

      {dialog?.kind === 'edit' ? (
        <EditBikeDialog bike={bike} name={name} open onOpenChange={closeWhenFalse} onBlocked={blocked} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteBikeDialog
          bikeId={bike.id}
          name={name}
          open
          onOpenChange={closeWhenFalse}
          onBlocked={blocked}
        />
      ) : null}
      {dialog?.kind === 'stolen' ? (
        <ReportStolenDialog
          bikeId={bike.id}
          name={name}
          registeredAt={bike.createdAt}
          open
          onOpenChange={closeWhenFalse}
        />
      ) : null}
      {dialog?.kind === 'recovered' ? (
        <RecoveredDialog bikeId={bike.id} name={name} open onOpenChange={closeWhenFalse} />
      ) : null}
      {dialog?.kind === 'sale' ? (
        <SaleDialog bike={bike} name={name} open onOpenChange={closeWhenFalse} onBlocked={blocked} />
      ) : null}
      {dialog?.kind === 'remove_sale' ? (
        <RemoveSaleDialog bikeId={bike.id} name={name} open onOpenChange={closeWhenFalse} />
      ) : null}
      {dialog?.kind === 'transfer' ? (
        <TransferDialog bikeId={bike.id} name={name} open onOpenChange={closeWhenFalse} onBlocked={blocked} />
      ) : null}
      {dialog?.kind === 'cancel_transfer' && transfer ? (
        <CancelTransferDialog transfer={transfer} open onOpenChange={closeWhenFalse} />
      ) : null}
      <BlockedDialog
        action={dialog?.kind === 'blocked' ? dialog.action : null}
        onClose={close}
        onMarkRecovered={() => open({ kind: 'recovered' })}
      />
    </div>
  );
}
