import type { ServiceArea, ServiceAreaResponse } from '@quoteway/contracts';
import { jobTitleText } from '@quoteway/domain';
import { FieldRejected } from '../../errors';
import { requireBusiness, type UserRow } from '../auth';
import { presentLocality } from '../jobs';
import { notificationLinks } from '../notifications';
import type { LeadKit, LeadServiceDeps } from './leadKit';
import { leadRepository } from './repository';
import { MAX_SERVICE_RADIUS_KM, serviceAreaRepository } from './serviceAreaRepository';

/** The service area that decides which jobs are a business's leads, and the lead alerts. */
export function serviceAreaService(deps: LeadServiceDeps, kit: LeadKit) {
  const { db } = deps;
  const { area } = kit;
  const repository = leadRepository(db);
  const areas = serviceAreaRepository(db);

  async function serviceArea(account: UserRow): Promise<ServiceAreaResponse> {
    requireBusiness(account);
    const b = await area(db, account.id);
    const trades = await areas.trades(account.id);
    const place = b.localityId ? await repository.findLocality(b.localityId) : undefined;
    return {
      professions: trades.sort(),
      localityId: b.localityId ?? 0,
      radiusKm: b.serviceRadiusKm,
      location: place ? presentLocality(place) : null,
    };
  }

  return {
    serviceArea,

    async updateServiceArea(account: UserRow, body: ServiceArea): Promise<ServiceAreaResponse> {
      requireBusiness(account);
      if (body.radiusKm > MAX_SERVICE_RADIUS_KM) {
        throw new FieldRejected('body.radiusKm', /*i18n*/ 'must be at most {km}', {
          km: MAX_SERVICE_RADIUS_KM,
        });
      }
      const place = await repository.findLocality(body.localityId);
      if (!place) throw new FieldRejected('body.localityId', /*i18n*/ 'is not a known locality');
      const slugs = [...new Set(body.professions)];
      const known = await areas.knownProfessions(slugs);
      const unknown = slugs.find((s) => !known.includes(s));
      if (unknown)
        throw new FieldRejected('body.professions', /*i18n*/ '"{trade}" is not a known trade', {
          trade: unknown,
        });
      await db.transaction(async (tx) => {
        const business = await area(tx, account.id);
        // A business serves its own country only (that of its business number): with
        // MAX_SERVICE_RADIUS_KM far below the distance between the sites' countries, a
        // circle around one of its places never reaches another site's jobs.
        if (place.country !== business.country)
          throw new FieldRejected('body.localityId', /*i18n*/ 'is not a place in your country');
        await serviceAreaRepository(tx).setServiceArea(account.id, {
          localityId: place.id,
          lat: place.lat,
          lng: place.lng,
          radiusKm: body.radiusKm,
          trades: slugs,
        });
      });
      deps.realtime.toUser(account.id, 'fetch-leads', {});
      return serviceArea(account);
    },

    /**
     * Outbox: tell every business the live job is offered to (a notification with its e-mail,
     * a Web Push to each of its devices, and `fetch-leads`); the business the customer asked directly gets the `direct-lead` e-mail.
     */
    async sendLeadAlerts(jobId: string, origin: string) {
      const row = await areas.jobForAlerts(jobId);
      if (!row || row.job.status !== 'open') return 0;
      const targets = await areas.businessesOffered(row.job);
      const title = jobTitleText(row.job.titleParts, row.profession);
      const now = deps.clock.now();
      await db.transaction(async (tx) => {
        for (const target of targets) {
          await deps.notify(tx, {
            userId: target.userId,
            kind: 'new-lead',
            values: { title, place: row.locality },
            link: notificationLinks.lead(jobId),
            email: {
              template: target.direct ? 'direct-lead' : 'new-lead',
              data: {
                name: target.userName,
                locality: row.locality,
                profession: row.profession,
                title,
                credits: String(row.job.credits),
                link: `${origin}${notificationLinks.lead(jobId)}`,
              },
            },
            // The phones it turned lead alerts on for (modules/push), at once; a business
            // with none gets no job (most businesses, on every lead).
            alsoQueue: target.hasPushDevice
              ? [
                  {
                    kind: 'lead-push',
                    payload: {
                      userId: target.userId,
                      jobId,
                      trade: row.profession,
                      place: row.locality,
                      credits: row.job.credits,
                    },
                    availableAt: now,
                  },
                ]
              : [],
          });
        }
      });
      for (const target of targets) {
        deps.realtime.toUser(target.userId, 'fetch-leads', { leadId: jobId });
      }
      // The notifications' realtime hints and texts leave at once.
      if (targets.length > 0) deps.wakeOutbox();
      return targets.length;
    },
  };
}
