import { countryCodes } from '@quoteway/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../context';
import { onEveryLocalityWrite } from '../../db/client';
import { loadPlaceFiles, type PlaceFileLoad } from './places';
import { quietMoments } from './quietMoments';
import { gazetteerRepository } from './repository';
import { elsewhereHandlers } from './elsewhere';
import { gazetteerHandlers } from './routes';
import { gazetteerService } from './service';

export { gazetteerRepository, gazetteerService, loadPlaceFiles };
export type { PlaceFileLoad } from './places';

/** Where the loading of the bundled place data stands (reported by readyz). */
export type PlacesState = 'loading' | 'loaded' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles when the bundled place data is loaded (with what each file did), or rejects
     * with why it failed; resolves to [] at once when the app does not load places.
     */
    placesReady: Promise<PlaceFileLoad[]>;
    /**
     * Settles (never rejects) once the place work of the start is over: the files loaded and
     * every site's autocomplete index built, or either failed; at once without `load`.
     */
    placesIndexed: Promise<void>;
  }
}

/**
 * Locality autocomplete, nearest locality and places in other countries; optionally, the
 * loading of the place data.
 */
export function gazetteerModule({ db, log }: ModuleContext) {
  let state: PlacesState = 'loaded';
  const gazetteer = gazetteerService(gazetteerRepository(db), {
    loading: () => state === 'loading',
    watchWrites: (listener) => onEveryLocalityWrite(db, listener),
  });
  return {
    routes: { ...gazetteerHandlers({ gazetteer }), ...elsewhereHandlers(db) },
    placesState: (): PlacesState => state,
    /**
     * Expose `app.placesReady` and `app.placesIndexed`. With `load`, the place files not loaded yet (the seed loads
     * New Zealand's before the server starts) load once the server listens, in slices that
     * let requests through: readiness stays OK, and searches find more as the rows arrive.
     */
    registerPlaces(app: FastifyInstance, { load }: { load: boolean }) {
      if (!load) {
        app.decorate('placesReady', Promise.resolve([]));
        app.decorate('placesIndexed', Promise.resolve());
        return;
      }
      state = 'loading';
      const closing = new AbortController();
      const quiet = quietMoments(app, { signal: closing.signal });
      let start: () => void = () => undefined;
      const ready = new Promise<void>((resolve) => {
        start = resolve;
      }).then(() => {
        closing.signal.throwIfAborted();
        return loadPlaceFiles(gazetteer, { signal: closing.signal, pause: quiet.pause });
      });
      const indexed = ready.then(
        async (loads) => {
          state = 'loaded';
          log.info({ places: loads }, 'places loaded');
          // Every site's autocomplete index, built once the places are in (until then, and
          // while one builds, searches go to SQL).
          const builds: Array<Promise<void>> = [];
          for (const country of countryCodes) {
            if (closing.signal.aborted) break;
            builds.push(
              gazetteer.indexPlaces(country, quiet.pause).catch((error: unknown) => {
                if (!closing.signal.aborted) log.warn({ err: error, country }, 'place index');
              }),
            );
          }
          await Promise.all(builds);
        },
        (error: unknown) => {
          state = 'failed';
          if (!closing.signal.aborted) log.error({ err: error }, 'places could not be loaded');
        },
      );
      // Once the start's place work is over, requests are no longer counted.
      void indexed.finally(() => quiet.stop());
      app.decorate('placesReady', ready);
      app.decorate('placesIndexed', indexed);
      app.addHook('onListen', async () => start());
      app.addHook('onClose', async () => {
        closing.abort();
        // Never listened: the load never started, and nothing waits for it.
        start();
        await ready.catch(() => undefined);
      });
    },
  };
}
