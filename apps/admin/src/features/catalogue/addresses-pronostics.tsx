import { addressesSchema, pronosticsSchema } from '@1xpay/contract';
import { findCountryByCode, ONE_X_PAY_COUNTRY_CODES, OPERATORS } from '@1xpay/domain';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useAddresses, usePronostics } from './api.ts';
import { type FieldSpec, ListEditor } from './list-editor.tsx';

const COUNTRY_OPTIONS = ONE_X_PAY_COUNTRY_CODES.map((code) => ({
  value: code,
  label: findCountryByCode(code)?.countryName ?? code,
}));
const OPERATOR_OPTIONS = Object.entries(OPERATORS).map(([value, label]) => ({ value, label }));

/** A stable id for a new row, as the contract's id pattern allows. */
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { key: 'id', label: 'addresses.id', kind: 'text', maxLength: 64 },
  { key: 'country', label: 'fees.country', kind: 'select', options: COUNTRY_OPTIONS },
  { key: 'operator', label: 'fees.operator', kind: 'select', options: OPERATOR_OPTIONS },
  { key: 'label', label: 'addresses.label', kind: 'text', maxLength: 80 },
  { key: 'accountNumber', label: 'addresses.accountNumber', kind: 'text', maxLength: 64 },
  { key: 'accountName', label: 'addresses.accountName', kind: 'text', maxLength: 120 },
  { key: 'active', label: 'form.active', kind: 'checkbox' },
  { key: 'instructions', label: 'addresses.instructions', kind: 'textarea' },
];

/** Adresses de dépôt: where customers pay, per country and operator. */
export function AddressesScreen() {
  const addresses = useAddresses();
  if (addresses.isPending) return <Loading />;
  if (addresses.isError)
    return <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />;
  return (
    <ListEditor
      key={JSON.stringify(addresses.data)}
      document="addresses"
      schema={addressesSchema}
      saved={addresses.data}
      fields={ADDRESS_FIELDS}
      legend="catalogue.addresses"
      blank={() => ({ id: newId('adresse'), country: 'BJ', operator: 'mtn', active: true, instructions: '' })}
    />
  );
}

const PRONOSTIC_FIELDS: readonly FieldSpec[] = [
  { key: 'id', label: 'addresses.id', kind: 'text', maxLength: 64 },
  { key: 'competition', label: 'pronostics.competition', kind: 'text', maxLength: 120 },
  { key: 'startsAt', label: 'pronostics.startsAt', kind: 'datetime' },
  { key: 'homeTeam', label: 'pronostics.homeTeam', kind: 'text', maxLength: 80 },
  { key: 'awayTeam', label: 'pronostics.awayTeam', kind: 'text', maxLength: 80 },
  { key: 'odds', label: 'pronostics.odds', kind: 'text', maxLength: 16 },
  { key: 'prediction', label: 'pronostics.prediction', kind: 'text', maxLength: 200 },
  { key: 'active', label: 'form.active', kind: 'checkbox' },
];

/** Pronostics: the betting forecasts the apps show. */
export function PronosticsScreen() {
  const pronostics = usePronostics();
  if (pronostics.isPending) return <Loading />;
  if (pronostics.isError)
    return <ErrorState error={pronostics.error} onRetry={() => void pronostics.refetch()} />;
  return (
    <ListEditor
      key={JSON.stringify(pronostics.data)}
      document="pronostics"
      schema={pronosticsSchema}
      saved={pronostics.data}
      fields={PRONOSTIC_FIELDS}
      legend="catalogue.pronostics"
      blank={() => ({ id: newId('prono'), active: true })}
    />
  );
}
