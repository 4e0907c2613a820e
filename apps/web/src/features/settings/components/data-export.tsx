import { Download } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useExportMyData } from '../api/account';
import { downloadJson } from '../utils/download-json';
import { settingsErrorText } from '../utils/settings-error';
import { SettingsSection } from '@/components/ui/settings-section';

/** "Download my data" (docs/product-rules.md): a JSON file of everything the registry holds about me. */
export function DataExport() {
  const { t } = useTranslation('settings');
  const exportData = useExportMyData();

  function handleClick() {
    exportData.mutate(undefined, {
      onSuccess: (data) => downloadJson(data, `ramkoll-data-${data.exportedAt.slice(0, 10)}.json`),
      onError: (error) => notify.error(settingsErrorText(error)),
    });
  }

  return (
    <SettingsSection id="settings-export" title={t('export.title')} description={t('export.description')}>
      <div>
        <Button variant="outline" onClick={handleClick} disabled={exportData.isPending}>
          <Download aria-hidden="true" />
          {exportData.isPending ? t('export.preparing') : t('export.download')}
        </Button>
      </div>
    </SettingsSection>
  );
}
