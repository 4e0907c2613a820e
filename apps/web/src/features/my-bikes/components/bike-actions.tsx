import { BatteryWarning, Lock, Pencil, ShieldAlert, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockedAction, MyBike } from '@ramkoll/shared/schemas/bike';
import { Button } from '@/components/ui/button';
import { useSetBatteryStolen } from '../api/set-battery-stolen';
import { hasBattery } from '../utils/bike-display';
import { runBikeChange } from '../utils/run-bike-change';
import { BlockedDialog } from './blocked-dialog';
import { DeleteBikeDialog } from './delete-bike-dialog';
import { EditBikeDialog } from './edit-bike-dialog';
import { RecoveredDialog } from './recovered-dialog';
import { ReportStolenDialog } from './report-stolen-dialog';

type OpenDialog =
  { kind: 'edit' | 'delete' | 'stolen' | 'recovered' } | { kind: 'blocked'; action: BlockedAction } | null;

interface BikeActionsProps {
  bike: MyBike;
  name: string;
}

/**
 * What the owner can do with one bike. A stolen bike's Edit and Delete open the blocked dialog
 * (spec section 4); the server refuses them anyway (409 BIKE_STOLEN), which lands in the same dialog.
 */
export function BikeActions({ bike, name }: BikeActionsProps) {
  const { t } = useTranslation('my_bikes');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const battery = useSetBatteryStolen();
  // The dialogs have no Radix trigger (Edit may open the blocked dialog instead), so focus goes
  // back to the button that opened them by hand, as keyboard users expect.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (dialog !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [dialog]);

  function open(next: Exclude<OpenDialog, null>) {
    if (dialog === null && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    setDialog(next);
  }

  function openUnlessStolen(kind: 'edit' | 'delete') {
    open(bike.stolen ? { kind: 'blocked', action: kind } : { kind });
  }

  function closeWhenFalse(isOpen: boolean) {
    if (!isOpen) setDialog(null);
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

  const editIcon = bike.stolen ? <Lock aria-hidden="true" /> : <Pencil aria-hidden="true" />;
  const deleteIcon = bike.stolen ? <Lock aria-hidden="true" /> : <Trash2 aria-hidden="true" />;

  return (
    <div role="group" aria-label={t('actions.group', { name })} className="mt-auto flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => openUnlessStolen('edit')}>
        {editIcon}
        {t('actions.edit')}
      </Button>
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
        {deleteIcon}
        {t('actions.delete')}
      </Button>

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
        <ReportStolenDialog bikeId={bike.id} name={name} open onOpenChange={closeWhenFalse} />
      ) : null}
      {dialog?.kind === 'recovered' ? (
        <RecoveredDialog bikeId={bike.id} name={name} open onOpenChange={closeWhenFalse} />
      ) : null}
      <BlockedDialog
        action={dialog?.kind === 'blocked' ? dialog.action : null}
        onClose={() => setDialog(null)}
        onMarkRecovered={() => open({ kind: 'recovered' })}
      />
    </div>
  );
}
