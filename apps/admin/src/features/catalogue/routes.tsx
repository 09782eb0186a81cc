import { MasterOnly } from './catalogue.tsx';
import { FeesScreen } from './fees.tsx';
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
