/** What other areas may use of the catalogue: the master-edited settings documents, read inside their transactions. */
export { DEFAULT_OPERATORS, operatorsOf } from './default-operators.ts';
export { readFourEyesIn } from './four-eyes-policy.ts';
export { readSettings, readSettingsIn, settingsSubqueries } from './read-settings.ts';
