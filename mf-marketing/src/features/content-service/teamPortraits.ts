import catherineHale from './images/team/catherine-hale.svg';
import davidCho from './images/team/david-cho.svg';
import elenaDuarte from './images/team/elena-duarte.svg';
import hannahLindqvist from './images/team/hannah-lindqvist.svg';
import marcusWebb from './images/team/marcus-webb.svg';
import portraitFallback from './images/team/portrait-fallback.svg';
import priyaNair from './images/team/priya-nair.svg';
import samuelOkafor from './images/team/samuel-okafor.svg';

// The portrait drawings this remote serves, by the file name content gives (a team member's `image`).
const PORTRAITS: Readonly<Record<string, string>> = {
  'catherine-hale.svg': catherineHale,
  'david-cho.svg': davidCho,
  'elena-duarte.svg': elenaDuarte,
  'hannah-lindqvist.svg': hannahLindqvist,
  'marcus-webb.svg': marcusWebb,
  'priya-nair.svg': priyaNair,
  'samuel-okafor.svg': samuelOkafor,
};

/** The address of a portrait content names; the neutral drawing for one this remote does not have. */
export function teamPortrait(name: string): string {
  return PORTRAITS[name] ?? portraitFallback;
}
