/** Every query key of the app, in one place. */
export const keys = {
  me: ['me'] as const,
  operators: ['operators'] as const,
  addresses: ['addresses'] as const,
  pubs: ['pubs'] as const,
  pronostics: ['pronostics'] as const,
  quote: (query: Readonly<Record<string, string>>) => ['quote', query] as const,
  history: ['history'] as const,
  transaction: (reference: string) => ['transaction', reference] as const,
  push: ['push'] as const,
  identity: ['identity'] as const,
};
