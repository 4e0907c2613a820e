import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { pointCosts } from '@ramkoll/shared/rules/points';
import type { ReceiptCheck } from '@ramkoll/shared/schemas/analysis';
import type { RegisterBikeRequest } from '@ramkoll/shared/schemas/bike';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useCheckFrameNumber } from '../api/check-frame-number';
import { useRegisterBike, type RegisterBikeResponse } from '../api/register-bike';
import { errorText, registrationFailure } from '../utils/registration-error';
import type { Lookalike } from './lookalike-dialog';

interface SubmitOptions {
  /** The bike is registered: empty the form for the next one. */
  onRegistered: () => void;
  /** The server found the receipt unverified: show its per-check reasons. */
  onNotVerified: (result: ReceiptCheck) => void;
}

/**
 * 'Registrera Cykel' (spec section 4): the frame number is checked first (taken → the
 * already-registered dialog; a look-alike of a registered one → the look-alike dialog, whose
 * "it is a different bike" goes on with the confirmation attached), then the 100-point cost is
 * confirmed, then the bike is registered. Every refusal of spec section 8 ends in its dialog or
 * toast.
 */
export function useRegistrationSubmit({ onRegistered, onNotVerified }: SubmitOptions) {
  const { t } = useTranslation('bike_registration');
  const navigate = useNavigate();
  const check = useCheckFrameNumber();
  const register = useRegisterBike();
  const [taken, setTaken] = useState<string | null>(null);
  const [lookalike, setLookalike] = useState<(Lookalike & { request: RegisterBikeRequest }) | null>(null);
  const [confirming, setConfirming] = useState<RegisterBikeRequest | null>(null);
  const [registered, setRegistered] = useState<RegisterBikeResponse | null>(null);

  function start(request: RegisterBikeRequest) {
    check.mutate(request.frameNumber, {
      onSuccess: ({ available, lookalikes }) => {
        if (available) setConfirming(request);
        else if (lookalikes.length > 0)
          setLookalike({ frameNumber: request.frameNumber, bikes: lookalikes, request });
        else setTaken(request.frameNumber);
      },
      onError: (error) => notify.error(t('errors.check_failed'), errorText(error)),
    });
  }

  function confirmDifferentBike() {
    if (!lookalike) return;
    setConfirming({ ...lookalike.request, confirmDifferentBike: true });
    setLookalike(null);
  }

  function confirm() {
    const request = confirming;
    if (!request) return;
    register.mutate(request, {
      onSuccess: (result) => {
        setConfirming(null);
        setRegistered(result);
        onRegistered();
      },
      onError: (error) => {
        setConfirming(null);
        const failure = registrationFailure(error);
        switch (failure.kind) {
          case 'taken':
            setTaken(request.frameNumber);
            return;
          case 'lookalike':
            setLookalike({ frameNumber: request.frameNumber, bikes: failure.bikes, request });
            return;
          case 'insufficient_points':
            notify.error(
              t('errors.insufficient_title'),
              t('errors.insufficient_text', { cost: pointCosts.registerBike }),
              {
                label: t('cost.buy'),
                onClick: () => void navigate(paths.order.getHref()),
              },
            );
            return;
          case 'not_verified': {
            if (failure.result) onNotVerified(failure.result);
            const reasons =
              failure.result?.problems.map((problem) => t(`verification.problems.${problem}`)) ?? [];
            notify.error(t('errors.not_verified_title'), reasons.join(', ') || undefined);
            return;
          }
          case 'network':
            notify.error(t('errors.network'), t('errors.network_text'));
            return;
          case 'other':
            notify.error(t('errors.register_failed'), errorText(error));
        }
      },
    });
  }

  return {
    start,
    confirm,
    checking: check.isPending,
    registering: register.isPending,
    taken,
    closeTaken: () => setTaken(null),
    lookalike,
    confirmDifferentBike,
    closeLookalike: () => setLookalike(null),
    confirming: confirming?.frameNumber ?? null,
    /** The person confirmed a look-alike as a different bike: the registration will be reviewed. */
    confirmingUnderReview: confirming?.confirmDifferentBike === true,
    cancelConfirm: () => setConfirming(null),
    registered,
    closeRegistered: () => setRegistered(null),
  };
}
