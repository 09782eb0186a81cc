import {
  addressesSchema,
  feesSchema,
  offeredOperatorsSchema,
  operatorsConfigSchema,
  pendingChangeSchema,
  pronosticsSchema,
  pubsSchema,
  ratesSchema,
} from '@1xpay/contract';
import type { z } from 'zod';
import type { Deps } from '../common/context.ts';
import { type Api, errorResponses, SESSION_ERRORS } from '../http/api.ts';
import { actorOf, requireSession } from '../http/authenticate.ts';
import { metaOf } from '../http/request-context.ts';
import { withOffers } from './offered-operators.ts';
import { proposeOrSaveSettings } from './propose-or-save-settings.ts';
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
  /** Decision 028: with the four-eyes policy on, a POST waits (202) for a second admin's approval. */
  fourEyes?: true;
  /** What the GET (and the POST's answer) shows of the stored document, and its schema; the document itself else. */
  shown?: { schema: z.ZodType; of: (deps: Deps, stored: unknown) => unknown };
};

const DOCUMENTS: readonly Document[] = [
  {
    key: 'operators',
    fourEyes: true,
    readPath: '/api/operators',
    writePath: '/api/operators',
    schema: operatorsConfigSchema,
    label: 'les opérateurs par pays et leurs limites',
    readNeedsSession: false,
    shown: { schema: offeredOperatorsSchema, of: (deps, stored) => withOffers(deps.processors, stored) },
  },
  {
    key: 'fees',
    fourEyes: true,
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
    fourEyes: true,
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
    const shown = document.shown ?? { schema: document.schema, of: (_: Deps, stored: unknown) => stored };
    api.get(
      document.readPath,
      {
        ...(document.readNeedsSession ? { onRequest: requireSession(deps) } : {}),
        schema: {
          tags,
          summary: `Lire ${document.label}`,
          response: { 200: shown.schema, ...(document.readNeedsSession ? errorResponses(401) : {}) },
        },
      },
      async () => shown.of(deps, await readSettings(deps, document.key)),
    );
    const fourEyesNote = document.fourEyes
      ? ' Quand la double validation est active, le document attend (202) qu’un second administrateur approuve la modification.'
      : '';
    api.post(
      document.writePath,
      {
        onRequest: requireSession(deps, { role: 'master' }),
        schema: {
          tags,
          summary: `Remplacer ${document.label}`,
          description: `Administrateur principal seulement. Le document envoyé remplace le précédent en entier.${fourEyesNote}`,
          body: document.schema,
          response: {
            200: shown.schema,
            ...(document.fourEyes ? { 202: pendingChangeSchema } : {}),
            ...errorResponses(...SESSION_ERRORS),
          },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        if (document.fourEyes === undefined) {
          return shown.of(deps, await saveSettings(deps, actor, document.key, request.body, metaOf(request)));
        }
        const outcome = await proposeOrSaveSettings(
          deps,
          actor,
          document.key as 'fees' | 'rates' | 'operators',
          request.body,
          metaOf(request),
        );
        if ('pending' in outcome) return reply.code(202).send(outcome.pending);
        return shown.of(deps, outcome.applied);
      },
    );
  }
}
