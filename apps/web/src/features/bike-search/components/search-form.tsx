import { Lightbulb, ScanLine, Search, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { preloadableLazy, usePreloadWhenIdle } from '@/lib/preloadable-lazy';
import { useOnceTrue } from '@/lib/use-once-true';
import { searchTextFromScan } from '../utils/scanned-search';

// Neither dialog is part of the search's first load: their code (the camera and QR decoding, the
// tips) loads once the page is idle, or when one is opened before that.
const QrScanDialog = preloadableLazy(() =>
  import('@/components/media/qr-scan-dialog').then((m) => ({ default: m.QrScanDialog })),
);
const SearchTipsDialog = preloadableLazy(() =>
  import('./search-tips-dialog').then((m) => ({ default: m.SearchTipsDialog })),
);

interface SearchFormProps {
  /** The query in the address bar; the field follows it (back button, a scan). */
  query: string;
  onSearch: (query: string) => void;
}

/** Free-text search with a QR scan and the search tips (spec section 2 "Home, logged in"). */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const { t } = useTranslation('bike_search');
  const [value, setValue] = useState(query);
  const [scanning, setScanning] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);
  // Each dialog is rendered from its first opening on, so that it can animate its closing.
  const scanWanted = useOnceTrue(scanning);
  const tipsWanted = useOnceTrue(tipsOpen);
  usePreloadWhenIdle(QrScanDialog);
  usePreloadWhenIdle(SearchTipsDialog);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The field follows the address bar (back button, a scan) without an effect's extra render.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  // The clear button disappears with the text, so the field takes the focus back.
  function clear() {
    setValue('');
    onSearch('');
    fieldRef.current?.focus();
  }

  function handleScan(text: string): string | undefined {
    const scanned = searchTextFromScan(text);
    if (scanned === null) return t('search.scan_invalid');
    setValue(scanned);
    onSearch(scanned);
    setScanning(false);
    return undefined;
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="grid gap-2">
      <label htmlFor="bike-search-query" className="text-sm font-semibold">
        {t('search.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          {/*
            A text field in the searchbox role rather than type="search": browsers draw their own
            clear button in a search field, next to ours. Escape still clears, as in a search field.
          */}
          <Input
            ref={fieldRef}
            id="bike-search-query"
            type="text"
            role="searchbox"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            value={value}
            placeholder={t('search.placeholder')}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && value !== '') {
                event.preventDefault();
                clear();
              }
            }}
            className="h-12 pr-10 pl-10 text-base"
          />
          {value ? (
            <button
              type="button"
              onClick={clear}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('search.clear')}</span>
            </button>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="h-12">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="sr-only sm:not-sr-only">{t('search.submit')}</span>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => setScanning(true)}>
          <ScanLine aria-hidden="true" />
          {t('search.scan')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setTipsOpen(true)}>
          <Lightbulb aria-hidden="true" />
          {t('search.tips')}
        </Button>
      </div>
      {scanWanted ? (
        <LazyDialog>
          <QrScanDialog
            open={scanning}
            onOpenChange={setScanning}
            onScan={handleScan}
            description={t('search.scan_description')}
          />
        </LazyDialog>
      ) : null}
      {tipsWanted ? (
        <LazyDialog>
          <SearchTipsDialog open={tipsOpen} onOpenChange={setTipsOpen} />
        </LazyDialog>
      ) : null}
    </form>
  );
}
