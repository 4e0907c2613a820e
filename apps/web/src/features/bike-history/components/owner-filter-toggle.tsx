import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import type { OwnerFilter } from '../utils/history-display';

interface OwnerFilterToggleProps {
  value: OwnerFilter;
  onChange: (value: OwnerFilter) => void;
}

const options: OwnerFilter[] = ['all', 'current'];

/** All owners or only the current one (spec section 2), as two pressed/unpressed buttons. */
export function OwnerFilterToggle({ value, onChange }: OwnerFilterToggleProps) {
  const { t } = useTranslation('bike_history');
  return (
    <div role="group" aria-label={t('filter.label')} className="inline-flex rounded-xl bg-muted p-1">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'h-9 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none',
            value === option
              ? 'bg-card text-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`filter.${option}`)}
        </button>
      ))}
    </div>
  );
}
