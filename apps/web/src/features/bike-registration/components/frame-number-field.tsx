import { QrCode } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { parseFrameNumber } from '@ramkoll/shared/rules/frame-number';
import { QrScanDialog } from '@/components/media/qr-scan-dialog';
import { Button } from '@/components/ui/button';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { frameNumberFromScan } from '../utils/scanned-frame-number';

interface FrameNumberFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A frame number read from a QR code. */
  onScanned: (value: string) => void;
  /** Show the rule's message (after the field was left, or on submit). */
  showError: boolean;
  onBlur: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The frame number with its QR scan button (spec sections 2 and 5). */
export function FrameNumberField(props: FrameNumberFieldProps) {
  const { id, value, onChange, onScanned, showError, onBlur, inputRef } = props;
  const { t } = useTranslation(['bike_registration', 'validation']);
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const parsed = parseFrameNumber(value);
  const error = showError && !parsed.ok ? t(`validation:${parsed.problem}`) : null;
  const hint =
    scanned === value && scanned !== null
      ? t('frame_number.scanned', { frameNumber: scanned })
      : t('frame_number.hint');

  /** A sticker's code or an unusable text keeps the scanner open with a reason. */
  function handleScan(text: string): string | undefined {
    const scan = frameNumberFromScan(text);
    if (!scan.ok) {
      return scan.problem === 'sticker' ? t('frame_number.sticker_scanned') : t(`validation:${scan.problem}`);
    }
    onScanned(scan.frameNumber);
    setScanned(scan.frameNumber);
    setScanning(false);
    return undefined;
  }

  return (
    <Field id={id} label={t('frame_number.label')} error={error} hint={hint}>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={t('frame_number.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="font-mono tracking-wide placeholder:font-sans placeholder:tracking-normal"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { error, hint })}
        />
        <Button variant="secondary" onClick={() => setScanning(true)} className="px-3 sm:px-4">
          <QrCode aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('frame_number.scan')}</span>
        </Button>
      </div>
      <QrScanDialog open={scanning} onOpenChange={setScanning} onScan={handleScan} />
    </Field>
  );
}
