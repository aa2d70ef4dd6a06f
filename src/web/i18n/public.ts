import type { Messages } from './nl.ts';

/**
 * The texts of the public pages (`/`, `/courses`, `/courses/{id}`, `/verify/{id}`) and their shell:
 * all the light public client loads (src/web/public-pages/texts-*.ts, decision 500). The screens the
 * public pages share with the app read them through `publicSection`/`pt` (language.ts), so `tsc`
 * refuses a text the public client would not have.
 */
export type PublicMessages = Pick<
  Messages,
  'brand' | 'nav' | 'common' | 'footer' | 'landing' | 'about' | 'credentials' | 'evidence' | 'reviews'
> & {
  courses: Pick<Messages['courses'], 'catalog' | 'detail' | 'rough'> & {
    portal: Pick<Messages['courses']['portal'], 'inactive'>;
  };
  learning: Pick<Messages['learning'], 'start'>;
};
