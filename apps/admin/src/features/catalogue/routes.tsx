import { AddressesScreen, PronosticsScreen } from './addresses-pronostics.tsx';
import { MasterOnly } from './catalogue.tsx';
import { FeesScreen } from './fees.tsx';
import { OperatorsScreen } from './operators.tsx';
import { PubsScreen } from './pubs.tsx';
import { RatesScreen } from './rates.tsx';

/** The sections the master alone edits (the server refuses agents their writes). */
export const FeesRoute = () => (
  <MasterOnly>
    <FeesScreen />
  </MasterOnly>
);
export const RatesRoute = () => (
  <MasterOnly>
    <RatesScreen />
  </MasterOnly>
);
export const PubsRoute = () => (
  <MasterOnly>
    <PubsScreen />
  </MasterOnly>
);
export const AddressesRoute = () => (
  <MasterOnly>
    <AddressesScreen />
  </MasterOnly>
);
export const PronosticsRoute = () => (
  <MasterOnly>
    <PronosticsScreen />
  </MasterOnly>
);
export const OperatorsRoute = () => (
  <MasterOnly>
    <OperatorsScreen />
  </MasterOnly>
);
