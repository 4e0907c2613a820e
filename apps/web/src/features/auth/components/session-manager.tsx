import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { activityIntervalMs } from '@ramkoll/shared/rules/session-activity';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { isApiError } from '@/lib/api-client';
import { getSession } from '../api/get-session';
import { authKeys } from '../api/keys';
import { refreshSession } from '../api/refresh-session';
import type { LogoutReason } from '../api/logout';
import {
  activityEvents,
  idleDeadlineFrom,
  refreshTicksBeforeExpiry,
  secondsUntil,
  sessionTickMs,
} from '../utils/idle';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { useSessionRefusals } from './use-session-refusals';

interface SessionManagerProps {
  session: SessionResponse;
  onLogout: (reason: LogoutReason) => void;
}

/**
 * Keeps a signed-in session alive while the user is active and ends it when they are not
 * (spec sections 4 and 9, decision 021). The server counts every request as activity; the user's
 * mouse, keys, scrolling and touches reach it as a session check at most once a minute, and each
 * answer says how long the server gives the session. The warning and the sign-out follow that
 * deadline, so the browser never promises time the server would not give. A 30 s tick refreshes
 * the tokens shortly before they expire, but only after activity.
 */
export function SessionManager({ session, onLogout }: SessionManagerProps) {
  const queryClient = useQueryClient();
  const { expiresAt, idleTimeoutSeconds, idleWarningSeconds } = session;
  const reportEveryMs = activityIntervalMs(idleTimeoutSeconds);
  // Set when mounted: the session was just read or opened (signing in counts as activity).
  const idleDeadline = useRef(0);
  const lastActivity = useRef(0);
  const lastRefresh = useRef(0);
  const lastReport = useRef(0);
  const reporting = useRef(false);
  const expiresAtRef = useRef(expiresAt);
  const warningOpenRef = useRef(false);
  const [warningOpen, setWarningOpen] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(idleWarningSeconds);
  const [isExtending, setIsExtending] = useState(false);
  useSessionRefusals();

  const markSignedOut = useCallback(() => {
    queryClient.setQueryData(authKeys.session(), {
      ...session,
      user: null,
      expiresAt: null,
      idleExpiresInSeconds: null,
    });
  }, [queryClient, session]);

  /** Only answers just received: a copy kept in the cache would push the deadline later. */
  const learnDeadline = useCallback((answer: SessionResponse) => {
    if (answer.idleExpiresInSeconds !== null) {
      idleDeadline.current = idleDeadlineFrom(answer.idleExpiresInSeconds, Date.now());
    }
  }, []);

  const refresh = useCallback(async () => {
    try {
      const next = await refreshSession();
      lastRefresh.current = Date.now();
      learnDeadline(next);
      queryClient.setQueryData(authKeys.session(), next);
    } catch (error) {
      if (isApiError(error) && error.status === 401) markSignedOut();
    }
  }, [queryClient, markSignedOut, learnDeadline]);

  /** Tells the server the user is active: a session check, or a refresh when the token is ending. */
  const reportActivity = useCallback(async () => {
    if (reporting.current) return;
    reporting.current = true;
    lastReport.current = Date.now();
    try {
      const tokenEnd = expiresAtRef.current ? new Date(expiresAtRef.current).getTime() : 0;
      if (tokenEnd - Date.now() < refreshTicksBeforeExpiry * sessionTickMs) {
        await refresh();
        return;
      }
      const answer = await getSession();
      // The access token is gone (a tab asleep for a while): the refresh token may still be good.
      if (answer.user === null) await refresh();
      else learnDeadline(answer);
    } catch {
      // Offline for a moment: the next activity reports again.
    } finally {
      reporting.current = false;
    }
  }, [refresh, learnDeadline]);

  useEffect(() => {
    expiresAtRef.current = expiresAt;
  }, [expiresAt]);

  useEffect(() => {
    const now = Date.now();
    lastActivity.current = now;
    lastRefresh.current = now;
    lastReport.current = now;
    idleDeadline.current = idleDeadlineFrom(session.idleExpiresInSeconds ?? idleTimeoutSeconds, now);
    // Only on mount: later copies of the session in the cache are not fresh answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    function handleActivity() {
      // While the warning is open only its buttons count (spec: extend or log out).
      if (warningOpenRef.current) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastReport.current >= reportEveryMs) void reportActivity();
    }
    for (const name of activityEvents) {
      window.addEventListener(name, handleActivity, { passive: true, capture: true });
    }
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, handleActivity, { capture: true });
    };
  }, [reportEveryMs, reportActivity]);

  // The 30 s tick: inactivity check and token refresh.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      const left = secondsUntil(idleDeadline.current, now);
      if (!warningOpenRef.current && left <= idleWarningSeconds) {
        warningOpenRef.current = true;
        setSecondsLeft(left);
        setWarningOpen(true);
        return;
      }
      if (expiresAt === null || warningOpenRef.current) return;
      const msLeft = new Date(expiresAt).getTime() - now;
      const activeSinceRefresh = lastActivity.current > lastRefresh.current;
      if (msLeft < refreshTicksBeforeExpiry * sessionTickMs && activeSinceRefresh) void refresh();
    }, sessionTickMs);
    return () => window.clearInterval(timer);
  }, [expiresAt, idleWarningSeconds, refresh]);

  // The countdown ticks every second while the warning is open.
  useEffect(() => {
    if (!warningOpen) return;
    const timer = window.setInterval(() => {
      const left = secondsUntil(idleDeadline.current, Date.now());
      setSecondsLeft(left);
      if (left <= 0) {
        window.clearInterval(timer);
        warningOpenRef.current = false;
        setWarningOpen(false);
        onLogout('timeout');
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [warningOpen, onLogout]);

  async function handleExtend() {
    setIsExtending(true);
    lastActivity.current = Date.now();
    await refresh();
    warningOpenRef.current = false;
    setWarningOpen(false);
    setIsExtending(false);
  }

  function handleLogout() {
    warningOpenRef.current = false;
    setWarningOpen(false);
    onLogout('user');
  }

  return (
    <SessionTimeoutDialog
      open={warningOpen}
      secondsLeft={secondsLeft}
      isExtending={isExtending}
      onExtend={() => void handleExtend()}
      onLogout={handleLogout}
    />
  );
}
