import davidCho from '../images/team/david-cho.svg';
import elenaDuarte from '../images/team/elena-duarte.svg';
import hannahLindqvist from '../images/team/hannah-lindqvist.svg';
import marcusWebb from '../images/team/marcus-webb.svg';
import priyaNair from '../images/team/priya-nair.svg';
import samuelOkafor from '../images/team/samuel-okafor.svg';
import type { TeamMember } from '../contentTypes';

export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    id: 1,
    name: 'Marcus Webb',
    position: 'Head of Investigations',
    department: 'Investigations',
    image: marcusWebb,
    bio: 'Marcus spent twelve years examining payment fraud for a major card network. He decides which cases we can take on, and leads every investigation from the first review to the final report.',
  },
  {
    id: 2,
    name: 'Priya Nair',
    position: 'Blockchain Analyst',
    department: 'Investigations',
    image: priyaNair,
    bio: 'Priya follows digital currency across wallets, mixers and exchanges. Her tracing reports have helped exchanges on four continents freeze accounts that held clients’ funds.',
  },
  {
    id: 3,
    name: 'Elena Duarte',
    position: 'Compliance Lead',
    department: 'Legal and compliance',
    image: elenaDuarte,
    bio: 'Elena makes sure our work stands up in front of banks and regulators. She also runs our KYC and AML services for crypto businesses that want to keep fraud out from the start.',
  },
  {
    id: 4,
    name: 'Samuel Okafor',
    position: 'Dispute Resolution Adviser',
    department: 'Legal and compliance',
    image: samuelOkafor,
    bio: 'Samuel prepares chargebacks, complaints and alternative dispute resolution cases. He writes the action plans that tell clients exactly whom to contact and what to ask for.',
  },
  {
    id: 5,
    name: 'Hannah Lindqvist',
    position: 'Senior Case Manager',
    department: 'Client care',
    image: hannahLindqvist,
    bio: 'Hannah is the voice most clients hear first. She explains each step in plain language, keeps cases moving, and makes sure no question goes unanswered for more than 48 hours.',
  },
  {
    id: 6,
    name: 'David Cho',
    position: 'Client Support Lead',
    department: 'Client care',
    image: davidCho,
    bio: 'David runs our support line and the 24/7 hotline of the Full Support Package. He also checks every message that claims to come from us, so impostors are reported quickly.',
  },
];
