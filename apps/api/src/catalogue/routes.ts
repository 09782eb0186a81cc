import {
  addressesSchema,
  feesSchema,
  operatorsConfigSchema,
  pronosticsSchema,
  pubsSchema,
  ratesSchema,
} from '@1xpay/contract';
import type { z } from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { readSettings } from './read-settings.ts';
import { saveSettings } from './save-settings.ts';
import type { SettingsKey } from './settings-documents.ts';

type Document = {
  key: SettingsKey;
  readPath: string;
  writePath: string;
  schema: z.ZodType;
  label: string;
  /** §7: fees are read only with a session; the other lists are public (the apps cache them). */
  readNeedsSession: boolean;
};

const DOCUMENTS: readonly Document[] = [
  {
    key: 'operators',
    readPath: '/api/operators',
    writePath: '/api/operators',
    schema: operatorsConfigSchema,
    label: 'les opérateurs par pays et leurs limites',
    readNeedsSession: false,
  },
  {
    key: 'fees',
    readPath: '/api/fees',
    writePath: '/api/fees',
    schema: feesSchema,
    label: 'les frais',
    readNeedsSession: true,
  },
  {
    key: 'addresses',
    readPath: '/api/addresses',
    writePath: '/api/addresses',
    schema: addressesSchema,
    label: 'les adresses de dépôt',
    readNeedsSession: false,
  },
  {
    key: 'pubs',
    readPath: '/api/pubs',
    writePath: '/api/pubs',
    schema: pubsSchema,
    label: 'les publicités',
    readNeedsSession: false,
  },
  {
    key: 'pronostics',
    readPath: '/api/pronostics',
    writePath: '/api/pronostics',
    schema: pronosticsSchema,
    label: 'les pronostics',
    readNeedsSession: false,
  },
  {
    key: 'rates',
    readPath: '/api/countriesRates',
    writePath: '/api/rates',
    schema: ratesSchema,
    label: 'les taux par pays',
    readNeedsSession: false,
  },
];

const tags = ['configuration'];

/** Each document: a GET that returns exactly what the last accepted POST stored, and that POST (master admin). */
export function catalogueRoutes(api: Api, deps: Deps): void {
  for (const document of DOCUMENTS) {
    api.get(
      document.readPath,
      {
        ...(document.readNeedsSession ? { onRequest: requireSession(deps) } : {}),
        schema: {
          tags,
          summary: `Lire ${document.label}`,
          response: { 200: document.schema, ...(document.readNeedsSession ? errorResponses(401) : {}) },
        },
      },
      () => readSettings(deps, document.key),
    );
    api.post(
      document.writePath,
      {
        onRequest: requireSession(deps, { role: 'master' }),
        schema: {
          tags,
          summary: `Remplacer ${document.label}`,
          description:
            'Administrateur principal seulement. Le document envoyé remplace le précédent en entier.',
          body: document.schema,
          response: { 200: document.schema, ...errorResponses(...SESSION_ERRORS) },
        },
      },
      (request) => saveSettings(deps, actorOf(request), document.key, request.body, metaOf(request)),
    );
  }
}
