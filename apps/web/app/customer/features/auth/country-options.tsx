import { useAppText } from '../../lib/text.ts';
import type { CountryChoice } from './countries.ts';

/** A country picker's options: the service's countries first, then every other one, each with flag and code. */
export function CountryOptions({
  countries,
}: {
  countries: { service: CountryChoice[]; others: CountryChoice[] };
}) {
  const t = useAppText();
  const option = (choice: CountryChoice) => (
    <option key={choice.code} value={choice.code}>
      {`${choice.flag} ${choice.name} (+${choice.callingCode})`}
    </option>
  );
  return (
    <>
      <optgroup label={t('signUp.country.service')}>{countries.service.map(option)}</optgroup>
      <optgroup label={t('signUp.country.others')}>{countries.others.map(option)}</optgroup>
    </>
  );
}
