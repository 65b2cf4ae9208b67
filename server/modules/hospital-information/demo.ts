import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { UserType, type CmsContentInput } from '../../../src/api/contracts/index.ts';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createCmsRepository } from './repository.ts';
import { createCmsService } from './service.ts';
import { createCmsSettingsService } from './settings.ts';

/** Exported for demo.test.ts, which proves the sanitiser leaves them as they are. */
export const DEMO_PAGES: CmsContentInput[] = [
  {
    en: {
      title: 'Visiting the ward',
      html: '<h2>Before you come</h2><p>Parents and carers are welcome at any time. Other visitors may come between <strong>10:00 and 19:00</strong>.</p><ul><li>Wash your hands when you arrive and when you leave.</li><li>Please stay at home if you feel unwell.</li></ul>',
    },
    ar: {
      title: 'زيارة الجناح',
      html: '<h2 dir="rtl">قبل أن تأتي</h2><p dir="rtl">يُرحَّب بالوالدين ومقدمي الرعاية في أي وقت. ويمكن للزوار الآخرين الحضور بين <strong>10:00 و19:00</strong>.</p><ul dir="rtl"><li>اغسل يديك عند الوصول وعند المغادرة.</li><li>يُرجى البقاء في المنزل إذا شعرت بتوعك.</li></ul>',
    },
    es: {
      title: 'Visitar la planta',
      html: '<h2>Antes de venir</h2><p>Los padres y cuidadores son bienvenidos a cualquier hora. Otras visitas pueden venir entre las <strong>10:00 y las 19:00</strong>.</p><ul><li>Lávese las manos al llegar y al salir.</li><li>Quédese en casa si no se encuentra bien.</li></ul>',
    },
  },
  {
    en: {
      title: "Your child's stay",
      html: '<p>Each room has a bed for one parent. Meals for children are served at 8:00, 12:00 and 17:00.</p><table><tbody><tr><th>Play room</th><td>9:00–18:00</td></tr><tr><th>Parents’ kitchen</th><td>Open all day</td></tr></tbody></table><p>Questions? <a href="https://www.nhs.uk" target="_blank" rel="noopener noreferrer">NHS advice for parents</a></p>',
    },
    ar: {
      title: 'إقامة طفلك',
      html: '<p dir="rtl">في كل غرفة سرير لأحد الوالدين. تُقدَّم وجبات الأطفال في الساعة 8:00 و12:00 و17:00.</p><table dir="rtl"><tbody><tr><th>غرفة اللعب</th><td>9:00–18:00</td></tr><tr><th>مطبخ الوالدين</th><td>مفتوح طوال اليوم</td></tr></tbody></table>',
    },
    es: {
      title: 'La estancia de su hijo',
      html: '<p>Cada habitación tiene una cama para uno de los padres. Las comidas de los niños se sirven a las 8:00, 12:00 y 17:00.</p><table><tbody><tr><th>Sala de juegos</th><td>9:00–18:00</td></tr><tr><th>Cocina para padres</th><td>Abierta todo el día</td></tr></tbody></table>',
    },
  },
];

/** St Mary's hospital information, as its first admin made it. */
export async function seedHospitalInformationDemo(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: users.id, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.email, 'admin@stmarys.test'));
  if (admin?.organisationId) await seedCmsDemo(db, admin.organisationId, admin.id);
}

/**
 * St Mary's demo hospital information: two pages published in English, Arabic and Spanish, and the
 * information home's contact details, made through the services as an admin would (not audited:
 * nobody did it).
 */
export async function seedCmsDemo(db: Db, organisationId: string, adminId: string): Promise<void> {
  const repo = createCmsRepository(db);
  const audit = { record: async () => undefined, recordFor: async () => undefined };
  const t: Tenancy = {
    principal: { sub: adminId, type: UserType.Admin, org: organisationId, sid: '', exp: 0 },
    superAdmin: false,
    organisationId,
  };
  // Already in sanitised form (demo.test.ts): the seed need not load jsdom.
  const pages = createCmsService({ repo, audit, sanitise: async (html) => html });
  for (const content of DEMO_PAGES) {
    const page = await pages.create(t, { content });
    await pages.publish(t, { pageNumber: page.pageNumber });
  }
  const settings = createCmsSettingsService({ repo, audit });
  const current = await settings.settings(t);
  await settings.saveSettings(t, {
    pages: current.pages,
    contact: {
      phone: '020 7946 0000',
      email: 'families@stmarys.test',
      website: 'https://stmarys.example',
      address: {
        en: "St Mary's Children's Hospital, 1 Praed Street, London",
        ar: 'مستشفى سانت ماري للأطفال، 1 شارع بريد، لندن',
        es: "Hospital Infantil St Mary's, 1 Praed Street, Londres",
      },
    },
    visitingHours: {
      en: 'Parents and carers: any time. Other visitors: 10:00–19:00.',
      ar: 'الوالدان ومقدمو الرعاية: في أي وقت. الزوار الآخرون: 10:00–19:00.',
      es: 'Padres y cuidadores: a cualquier hora. Otras visitas: 10:00–19:00.',
    },
  });
}
