import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionResponse } from '@ramkoll/shared/schemas/session';
import { isApiError } from '@/lib/api-client';
import { authKeys } from '../api/keys';
import { refreshSession } from '../api/refresh-session';
import type { LogoutReason } from '../api/logout';
import {
  activityEvents,
  activityThrottleMs,
  refreshTicksBeforeExpiry,
  secondsUntilIdleLimit,
  sessionTickMs,
} from '../utils/idle';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { useSignedOutOn401 } from './use-signed-out-on-401';

interface SessionManagerProps {
  session: SessionResponse;
  onLogout: (reason: LogoutReason) => void;
}

/**
 * Keeps a signed-in session alive while the user is active and ends it when they are not
 * (spec sections 4 and 9): a 30 s tick refreshes the tokens shortly before they expire, but only
 * after activity, so the server's idle limit holds too; after `idleTimeoutSeconds -
 * idleWarningSeconds` of inactivity a warning counts down each second; at zero the user is logged out.
 */
export function SessionManager({ session, onLogout }: SessionManagerProps) {
  const queryClient = useQueryClient();
  const { expiresAt, idleTimeoutSeconds, idleWarningSeconds } = session;
  // Set when mounted (signing in counts as activity and as a fresh token).
  const lastActivity = useRef(0);
  const lastRefresh = useRef(0);
  const warningOpenRef = useRef(false);
  const [warningOpen, setWarningOpen] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(idleWarningSeconds);
  const [isExtending, setIsExtending] = useState(false);
  useSignedOutOn401();

  const markSignedOut = useCallback(() => {
    queryClient.setQueryData(authKeys.session(), { ...session, user: null, expiresAt: null });
  }, [queryClient, session]);

  const refresh = useCallback(async () => {
    try {
      const next = await refreshSession();
      lastRefresh.current = Date.now();
      queryClient.setQueryData(authKeys.session(), next);
    } catch (error) {
      if (isApiError(error) && error.status === 401) markSignedOut();
    }
  }, [queryClient, markSignedOut]);

  useEffect(() => {
    lastActivity.current = Date.now();
    lastRefresh.current = lastActivity.current;
  }, []);

  useEffect(() => {
    function handleActivity() {
      const now = Date.now();
      if (warningOpenRef.current || now - lastActivity.current < activityThrottleMs) return;
      lastActivity.current = now;
    }
    for (const name of activityEvents) {
      window.addEventListener(name, handleActivity, { passive: true, capture: true });
    }
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, handleActivity, { capture: true });
    };
  }, []);

  // The 30 s tick: inactivity check and token refresh.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = Date.now();
      const idleSeconds = (now - lastActivity.current) / 1000;
      if (!warningOpenRef.current && idleSeconds >= idleTimeoutSeconds - idleWarningSeconds) {
        warningOpenRef.current = true;
        setSecondsLeft(secondsUntilIdleLimit(lastActivity.current, idleTimeoutSeconds, now));
        setWarningOpen(true);
        return;
      }
      if (expiresAt === null || warningOpenRef.current) return;
      const msLeft = new Date(expiresAt).getTime() - now;
      const activeSinceRefresh = lastActivity.current > lastRefresh.current;
      if (msLeft < refreshTicksBeforeExpiry * sessionTickMs && activeSinceRefresh) void refresh();
    }, sessionTickMs);
    return () => window.clearInterval(timer);
  }, [expiresAt, idleTimeoutSeconds, idleWarningSeconds, refresh]);

  // The countdown ticks every second while the warning is open.
  useEffect(() => {
    if (!warningOpen) return;
    const timer = window.setInterval(() => {
      const left = secondsUntilIdleLimit(lastActivity.current, idleTimeoutSeconds, Date.now());
      setSecondsLeft(left);
      if (left <= 0) {
        window.clearInterval(timer);
        warningOpenRef.current = false;
        setWarningOpen(false);
        onLogout('timeout');
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [warningOpen, idleTimeoutSeconds, onLogout]);

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
