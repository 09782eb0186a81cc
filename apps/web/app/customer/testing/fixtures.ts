/** A signed-in customer's data as GET /api/me answers it. */
export const ME = {
  uuid: '0b8a7a4e-4a8e-4a55-9d35-0f5e1a3f4c11',
  firstName: 'Awa',
  lastName: 'Diallo',
  phoneNumber: '+2290197000057',
  email: 'awa@example.bj',
  accountId1xBet: '123456789',
  registeredAt: 1_790_000_000_000,
  isAdmin: false,
  isMaster: false,
  userAuthenticationStatus: 'active',
  canMoveMoney: true,
  grant: null,
  sessionExpiresAt: 1_790_000_360_000,
};

/** GET /api/operators with Benin served by MTN and Moov (100 to 2,000,000 F CFA). */
export const OPERATORS = {
  countries: [
    {
      country: 'BJ',
      currency: 'XOF',
      operators: [
        { id: 'mtn', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true },
        { id: 'moov', enabled: true, minAmount: 100, maxAmount: 2_000_000, offered: true },
      ],
    },
  ],
  maxFailedPaymentsPerDay: 5,
  beneficiaryMonthlyMax: 5_000_000,
  senderDailyMax: 5_000_000,
};

export function storeSignedIn(): void {
  localStorage.setItem('1xpay.user', JSON.stringify(ME));
}
