import type { FlatNamespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import type { FallbackNs, UseTranslationResponse } from 'react-i18next';
import { currentLanguage, i18n } from './i18n';

/*
 * react-i18next's `useTranslation`, for the way this app uses it: one i18next instance, the
 * namespaces of a component fixed, a re-render when the language changes, and a component that
 * asks for a namespace not loaded yet suspends until it is (as react-i18next's does with its
 * defaults). The difference is what each use costs. react-i18next builds, for every component
 * instance that calls it, a copy of the i18next instance's property descriptors and a bound `t`:
 * a signed-in home has a few hundred such instances (three in every list card) and that was
 * about 80 ms of its start-up on a slow phone. Here every component asking for the same
 * namespaces in the same language shares one answer, built once
 * (docs/decisions/068-shared-translation-answers.md).
 */

type Namespaces = FlatNamespace | readonly FlatNamespace[];

/** One answer per language and namespace list, the same object each time: a stable `t`. */
const answers = new Map<string, UseTranslationResponse<FlatNamespace, undefined>>();

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

function answerFor(language: string, list: readonly FlatNamespace[]) {
  const key = `${language}|${list.join(',')}`;
  const known = answers.get(key);
  if (known) return known;
  // Not loaded yet (a page's texts on a first visit, or a language being switched to): suspend
  // until i18next has them. The answer is kept only once they are, so this check runs once.
  if (!list.every((namespace) => i18n.hasLoadedNamespace(namespace, { lng: language }))) {
    // Suspense's contract: throwing a promise means "render me again once it settles".
    throw i18n.loadNamespaces([...list]);
  }
  // As react-i18next does by default: the first namespace is the default, the others are reached
  // with their prefix ('common:key').
  const t: TFunction<FlatNamespace, undefined> = i18n.getFixedT<FlatNamespace>(language, list[0]);
  const answer = Object.assign([t, i18n, true] as [typeof t, typeof i18n, boolean], {
    t,
    i18n,
    ready: true,
  }) as UseTranslationResponse<FlatNamespace, undefined>;
  answers.set(key, answer);
  return answer;
}

/** The texts of `ns` in the active language (see the note above); a drop-in for react-i18next's. */
export function useTranslation<const Ns extends Namespaces>(
  ns: Ns,
): UseTranslationResponse<FallbackNs<Ns>, undefined> {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const list: readonly FlatNamespace[] = typeof ns === 'string' ? [ns] : ns;
  return answerFor(language, list) as unknown as UseTranslationResponse<FallbackNs<Ns>, undefined>;
}
