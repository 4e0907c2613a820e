import { CircleHelp, Download, ExternalLink } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { staticFiles } from '@/config/paths';

const requirements = [
  'requirement_frame_number',
  'requirement_personal_number',
  'requirement_seller',
  'requirement_date_price',
] as const;

/** The receipt requirements (spec section 5) and the printable template (spec section 7). */
export function ReceiptHelpDialog() {
  const { t } = useTranslation(['bike_registration', 'common']);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-0">
          <CircleHelp aria-hidden="true" />
          {t('receipt.help_button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('receipt.help_title')}</DialogTitle>
          <DialogDescription>{t('receipt.help_lead')}</DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {requirements.map((key) => (
            <li key={key}>{t(`receipt.${key}`)}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t('receipt.photo_tips')}</p>
        <div className="grid gap-3 rounded-xl bg-muted p-4 text-sm">
          <p>{t('receipt.template_text')}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={staticFiles.receiptTemplate} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {t('receipt.template_open')}
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={staticFiles.receiptTemplate} download="ramkoll-kvittomall.html">
                <Download aria-hidden="true" />
                {t('receipt.template_download')}
              </a>
            </Button>
          </div>
        </div>
        <p className="text-xs text-muted-foreground">{t('receipt.privacy')}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('common:actions.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
