import type { CampaignInput } from '../schemas/campaigns.js';

export const CAMPAIGN_NAME_MAX_LENGTH = 100;
export const CAMPAIGN_BONUS_MAX = 10_000;
export const CAMPAIGN_CAP_MAX = 1_000_000;

export type CampaignField = 'code' | 'name' | 'startsAt' | 'endsAt' | 'maxRedemptions' | 'amount';
export type CampaignProblem =
  | 'required'
  | 'invalid'
  | 'too_long'
  | 'code_format'
  | 'not_whole_number'
  | 'too_small'
  | 'too_large'
  | 'ends_before_start';

export interface CheckedCampaign {
  code: string | null;
  name: string;
  startsAt: Date;
  endsAt: Date;
  maxRedemptions: number | null;
  bonusPoints: number | null;
  percentOff: number | null;
}

function whole(value: number, min: number, max: number): CampaignProblem | null {
  if (!Number.isInteger(value)) return 'not_whole_number';
  if (value < min) return 'too_small';
  if (value > max) return 'too_large';
  return null;
}

/**
 * Every field's problem at once (the form shows them together), or the cleaned campaign: the
 * code upper-cased (3–32 letters A–Z and digits), a name, a window that ends after it starts, an
 * optional cap of at least 1, and 1–10 000 bonus points or 1–100 percent off.
 */
export function checkCampaign(
  input: CampaignInput,
  options: { requireCode: boolean },
):
  | { ok: true; campaign: CheckedCampaign }
  | { ok: false; problems: Partial<Record<CampaignField, CampaignProblem>> } {
  const problems: Partial<Record<CampaignField, CampaignProblem>> = {};
  const code = (input.code ?? '').trim().toUpperCase();
  if (options.requireCode) {
    if (code.length === 0) problems.code = 'required';
    else if (!/^[A-Z0-9]{3,32}$/.test(code)) problems.code = 'code_format';
  }
  const name = input.name.trim();
  if (name.length === 0) problems.name = 'required';
  else if (name.length > CAMPAIGN_NAME_MAX_LENGTH) problems.name = 'too_long';
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (input.startsAt.trim() === '') problems.startsAt = 'required';
  else if (Number.isNaN(startsAt.getTime())) problems.startsAt = 'invalid';
  if (input.endsAt.trim() === '') problems.endsAt = 'required';
  else if (Number.isNaN(endsAt.getTime())) problems.endsAt = 'invalid';
  else if (!problems.startsAt && endsAt <= startsAt) problems.endsAt = 'ends_before_start';
  if (input.maxRedemptions !== null) {
    const problem = whole(input.maxRedemptions, 1, CAMPAIGN_CAP_MAX);
    if (problem) problems.maxRedemptions = problem;
  }
  const amountProblem =
    input.benefit === 'bonus' ? whole(input.amount, 1, CAMPAIGN_BONUS_MAX) : whole(input.amount, 1, 100);
  if (amountProblem) problems.amount = amountProblem;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    campaign: {
      code: options.requireCode ? code : null,
      name,
      startsAt,
      endsAt,
      maxRedemptions: input.maxRedemptions,
      bonusPoints: input.benefit === 'bonus' ? input.amount : null,
      percentOff: input.benefit === 'percent' ? input.amount : null,
    },
  };
}
