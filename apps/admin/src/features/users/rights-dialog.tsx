import {
  findCountryByCode,
  ONE_X_PAY_COUNTRY_CODES,
  OPERATION_TYPES,
  type OperationType,
} from '@1xpay/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Loading } from '../../components/states.tsx';
import { useText } from '../../lib/text.ts';
import { type Rights, useGrants, useSetRights } from './api.ts';

/**
 * The master gives or takes an admin's rights: the service's countries × the operation types, checked from the
 * current grant; saved after the master confirms.
 */
export function RightsDialog({
  target,
  onClose,
  onSaved,
}: {
  target: { userUuid: string; name: string } | undefined;
  onClose: () => void;
  /** `waiting`: four-eyes is on, the change waits for a second admin (decision 046). */
  onSaved: (name: string, waiting: boolean) => void;
}) {
  const t = useText();
  const grants = useGrants(target !== undefined);
  const current: Rights = {
    countries: [],
    allowedOperationsTypes: [],
    ...grants.data?.find((grant) => grant.adminId === target?.userUuid),
  };
  const save = useSetRights(target?.userUuid ?? '');
  const [chosen, setChosen] = useState<Rights>();
  const next = chosen ?? current;
  const empty = next.countries.length === 0 || next.allowedOperationsTypes.length === 0;
  const hadRights = current.countries.length > 0 && current.allowedOperationsTypes.length > 0;
  // Taking every right away needs rights to take; for anyone else an empty choice is a missing one.
  const revoking = empty && hadRights;
  const [missing, setMissing] = useState(false);
  const close = () => {
    if (save.isPending) return;
    save.reset();
    setChosen(undefined);
    setMissing(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== undefined}
      title={t('rights.title', { name: target?.name ?? '' })}
      confirmLabel={t(revoking ? 'rights.revokeAll' : 'rights.save')}
      danger={revoking}
      pending={save.isPending}
      waiting={grants.data === undefined}
      error={save.error ?? grants.error}
      onClose={close}
      onConfirm={() => {
        if (target === undefined || grants.data === undefined) return;
        if (empty && !hadRights) {
          setMissing(true);
          return;
        }
        save.mutate(
          { current, next },
          {
            onSuccess: ({ waiting }) => {
              setChosen(undefined);
              onSaved(target.name, waiting);
            },
          },
        );
      }}
    >
      {grants.isPending ? (
        <Loading />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">{t('rights.lead')}</p>
          {missing && empty && !hadRights && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {t('rights.missing')}
            </p>
          )}
          <Choices
            legend={t('rights.countries')}
            options={ONE_X_PAY_COUNTRY_CODES.map((code) => {
              const country = findCountryByCode(code);
              return {
                value: code,
                label: country === undefined ? code : `${country.countryFlag} ${country.countryName}`,
              };
            })}
            chosen={next.countries}
            onChange={(countries) => setChosen({ ...next, countries })}
          />
          <Choices
            legend={t('rights.types')}
            options={OPERATION_TYPES.map((type) => ({ value: type, label: t(`operationType.${type}`) }))}
            chosen={next.allowedOperationsTypes}
            onChange={(types) => setChosen({ ...next, allowedOperationsTypes: types as OperationType[] })}
          />
        </div>
      )}
    </ConfirmDialog>
  );
}

function Choices({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-1">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex items-center gap-2 text-sm"
          >
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
