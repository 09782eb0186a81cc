export { ApiError, NetworkError, ok } from '@1xpay/contract';
export { API_BASE, type Api, createApi } from './api.ts';
export { ApiProvider, useApi } from './api-context.tsx';
export { createQueryClient } from './query-client.ts';
