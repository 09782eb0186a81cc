import { addressesSchema, pronosticsSchema } from '@1xpay/contract';
import { useMemo } from 'react';
import { ErrorState, Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { useAddresses, useOperators, usePronostics } from './api.ts';
import { ListEditor } from './list-editor.tsx';
import type { Column, DraftRow, Values } from './table/draft.ts';
import { countryOptions, knownFrom, mobileMoneyOnly, operatorOptions } from './table/pickers.ts';

/** A stable id for a new row, as the contract's id pattern allows. */
const newId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Adresses de dépôt: where customers pay, per country and mobile-money operator of the operators document (a card
 * is paid on the processor's page and a bank transfer by PI-SPI: neither has an account to show).
 */
export function AddressesScreen() {
  const t = useText();
  const addresses = useAddresses();
  const operators = useOperators();
  const known = useMemo(() => mobileMoneyOnly(knownFrom(operators.data)), [operators.data]);
  const columns = useMemo(
    (): Column[] => [
      {
        field: 'country',
        label: t('fees.country'),
        kind: 'select',
        options: (row) => countryOptions(known, String(row.country)),
        width: 'md:w-[9rem]',
      },
      {
        field: 'operator',
        label: t('fees.operator'),
        kind: 'select',
        options: (row) => operatorOptions(known, String(row.country), String(row.operator)),
        width: 'md:w-[9.5rem]',
      },
      { field: 'label', label: t('addresses.label'), kind: 'text', maxLength: 80, width: 'md:w-[9.5rem]' },
      {
        field: 'accountNumber',
        label: t('addresses.accountNumber'),
        kind: 'text',
        maxLength: 64,
        width: 'md:w-[9.5rem]',
      },
      {
        field: 'accountName',
        label: t('addresses.accountName'),
        kind: 'text',
        maxLength: 120,
        width: 'md:w-[9rem]',
      },
      {
        field: 'instructions',
        label: t('addresses.instructions'),
        kind: 'textarea',
        maxLength: 1000,
        width: 'md:w-[15rem]',
        wide: true,
      },
      { field: 'active', label: t('form.active'), kind: 'checkbox', width: 'md:w-[3.5rem]' },
    ],
    [t, known],
  );
  // A new country keeps the operator when it works there, else takes the country's first.
  const onChange = (row: DraftRow, field: string, value: string | boolean): Values => {
    if (field !== 'country' || typeof value !== 'string') return { [field]: value };
    const operators = known.operatorsOf(value);
    const operator = String(row.value.operator);
    return { country: value, operator: operators.includes(operator) ? operator : (operators[0] ?? operator) };
  };
  if (addresses.isPending) return <Loading />;
  if (addresses.isError)
    return <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />;
  return (
    <ListEditor
      key={JSON.stringify(addresses.data)}
      document="addresses"
      schema={addressesSchema}
      saved={addresses.data}
      columns={columns}
      title={t('catalogue.addresses')}
      minWidth="md:min-w-[66rem]"
      onChange={onChange}
      blank={() => ({
        id: newId('adresse'),
        country: 'BJ',
        operator: 'mtn',
        label: '',
        accountNumber: '',
        accountName: '',
        instructions: '',
        active: true,
      })}
    />
  );
}

/** Pronostics: the betting forecasts the apps show. */
export function PronosticsScreen() {
  const t = useText();
  const pronostics = usePronostics();
  const columns = useMemo(
    (): Column[] => [
      {
        field: 'competition',
        label: t('pronostics.competition'),
        kind: 'text',
        maxLength: 120,
        width: 'md:w-[11rem]',
      },
      { field: 'startsAt', label: t('pronostics.startsAt'), kind: 'datetime', width: 'md:w-[13rem]' },
      {
        field: 'homeTeam',
        label: t('pronostics.homeTeam'),
        kind: 'text',
        maxLength: 80,
        width: 'md:w-[9rem]',
      },
      {
        field: 'awayTeam',
        label: t('pronostics.awayTeam'),
        kind: 'text',
        maxLength: 80,
        width: 'md:w-[9rem]',
      },
      {
        field: 'prediction',
        label: t('pronostics.prediction'),
        kind: 'text',
        maxLength: 200,
        width: 'md:w-[12rem]',
        wide: true,
      },
      { field: 'odds', label: t('pronostics.odds'), kind: 'decimal', example: '1,85', width: 'md:w-[6rem]' },
      { field: 'active', label: t('form.active'), kind: 'checkbox', width: 'md:w-[4.5rem]' },
    ],
    [t],
  );
  if (pronostics.isPending) return <Loading />;
  if (pronostics.isError)
    return <ErrorState error={pronostics.error} onRetry={() => void pronostics.refetch()} />;
  return (
    <ListEditor
      key={JSON.stringify(pronostics.data)}
      document="pronostics"
      schema={pronosticsSchema}
      saved={pronostics.data}
      columns={columns}
      title={t('catalogue.pronostics')}
      minWidth="md:min-w-[62rem]"
      blank={() => ({
        id: newId('prono'),
        competition: '',
        startsAt: '',
        homeTeam: '',
        awayTeam: '',
        prediction: '',
        odds: '',
        active: true,
      })}
    />
  );
}
