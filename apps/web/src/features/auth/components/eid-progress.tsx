import { Fingerprint, QrCode, Smartphone } from 'lucide-react';
import { useEffect } from 'react';
import { bankIdMessage } from '@ramkoll/shared/rules/bankid-messages';
import type { EidProviderName } from '@ramkoll/shared/schemas/eid';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field';
import { useTranslation } from '@/lib/use-translation';
import type { EidState } from '../hooks/use-eid-identification';
import { authErrorMessage } from '../utils/auth-error';
import { BankIdProcessing } from './bankid-processing';
import { BankIdQrCode } from './bankid-qr-code';

/** A computer rather than a phone: BankID's RFA15 then mentions card readers (A text). */
function isDesktopPointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
}

/** BankID's question before an order: the app on this device, or a phone that scans a QR code. */
export function EidDeviceChoice({ onChoose }: { onChoose: (sameDevice: boolean) => void }) {
  const { t } = useTranslation(['auth']);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('auth:eid.choose')}</p>
      <Button size="lg" className="h-auto justify-start py-3 text-left" onClick={() => onChoose(false)}>
        <QrCode aria-hidden="true" />
        <span className="grid">
          <span>{t('auth:eid.other_device')}</span>
          <span className="text-xs font-normal opacity-90">{t('auth:eid.other_device_hint')}</span>
        </span>
      </Button>
      <Button
        size="lg"
        variant="outline"
        className="h-auto justify-start py-3 text-left"
        onClick={() => onChoose(true)}
      >
        <Smartphone aria-hidden="true" />
        <span className="grid">
          <span>{t('auth:eid.this_device')}</span>
          <span className="text-xs font-normal text-muted-foreground">{t('auth:eid.this_device_hint')}</span>
        </span>
      </Button>
    </div>
  );
}

interface EidProgressProps {
  provider: EidProviderName;
  state: EidState;
  onCancel: () => void;
  onRetry: () => void;
  /** The simulator's "processing" texts (spec section 5). */
  processingTitle: string;
  processingText: string;
}

/**
 * An identification under way: the simulator's processing animation, or BankID's QR code / "open
 * BankID" with its recommended user message (RFA) for the current hint; a failure with its
 * message and "try again".
 */
export function EidProgress({
  provider,
  state,
  onCancel,
  onRetry,
  processingTitle,
  processingText,
}: EidProgressProps) {
  const { t } = useTranslation(['auth', 'bankid']);
  const pending = state.step === 'pending' ? state.order : null;
  const autoStartUrl = pending?.autoStartUrl ?? null;

  // On this device the app is opened at once, as BankID recommends; the button is there if it was not.
  useEffect(() => {
    if (autoStartUrl) window.location.href = autoStartUrl;
  }, [autoStartUrl]);

  if (state.step === 'failed') {
    const message = state.error
      ? authErrorMessage(state.error, 'bankid')
      : t(`bankid:${bankIdMessage(state.hintCode, 'failed', { sameDevice: state.sameDevice })}`);
    return (
      <div className="grid gap-4">
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {t('auth:eid.cancel')}
          </Button>
          <Button onClick={onRetry}>
            <Fingerprint aria-hidden="true" />
            {t('auth:eid.try_again')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.step === 'redirecting') return <BankIdProcessing title={t('auth:eid.redirecting')} text="" />;
  if (provider === 'simulated' || !pending) {
    return (
      <div className="grid gap-4">
        <BankIdProcessing
          title={state.step === 'complete' ? t('auth:eid.completing') : processingTitle}
          text={state.step === 'complete' ? '' : processingText}
        />
        {pending ? (
          <Button variant="outline" className="justify-self-center" onClick={onCancel}>
            {t('auth:eid.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }
  const hint = t(
    `bankid:${bankIdMessage(pending.hintCode, 'pending', { sameDevice: pending.sameDevice, desktop: isDesktopPointer() })}`,
  );
  return (
    <div className="grid justify-items-center gap-4 text-center">
      {pending.qrData ? (
        <>
          <BankIdQrCode data={pending.qrData} label={t('auth:eid.qr_label')} />
          <p className="max-w-xs text-sm text-muted-foreground">{t('auth:eid.qr_help')}</p>
        </>
      ) : null}
      {autoStartUrl ? (
        <Button asChild size="lg">
          <a href={autoStartUrl}>
            <Smartphone aria-hidden="true" />
            {t('auth:eid.open_app')}
          </a>
        </Button>
      ) : null}
      <p role="status" aria-live="polite" className="font-medium">
        {hint}
      </p>
      <Button variant="outline" onClick={onCancel}>
        {t('auth:eid.cancel')}
      </Button>
    </div>
  );
}
