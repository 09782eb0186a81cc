/**
 * What other areas may use of the catalogue: the master-edited settings documents, read inside their transactions;
 * four-eyes (decisions 028 and 046) for their own kinds of change: the policy, a proposal, a kind's handler.
 */
export { type ChangeKind, registerChangeKind } from './change-kinds.ts';
export { DEFAULT_OPERATORS, operatorsOf } from './default-operators.ts';
export { readFourEyesIn } from './four-eyes-policy.ts';
export { proposeChangeIn, waitingProposalIn } from './propose-change.ts';
export { readSettings, readSettingsIn, settingsSubqueries } from './read-settings.ts';
