import type { Service, ScamType, SuccessStory, TeamMember, Testimonial } from './contentTypes';
import { SCAM_TYPE_RECORDS } from './data/scamTypes';
import { SERVICES } from './data/services';
import { SUCCESS_STORIES } from './data/successStories';
import { TEAM_MEMBERS } from './data/teamMembers';
import { TESTIMONIALS } from './data/testimonials';

/** Every call waits this long, as a real content API would, so pages show their loading states. */
export const SIMULATED_DELAY_MS = 500;

const simulatedDelay = () => new Promise<void>((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));

interface WithId {
  id: number;
}

/** A list of records kept in memory: read it all, or merge new field values into one record. */
function contentCollection<T extends WithId>(records: readonly T[], notFoundMessage: string) {
  let current: T[] = records.map((record) => ({ ...record }));

  return {
    list: async (): Promise<T[]> => {
      await simulatedDelay();
      return current.map((record) => ({ ...record }));
    },
    update: async (id: number, changes: Partial<Omit<T, 'id'>>): Promise<T> => {
      await simulatedDelay();
      const existing = current.find((record) => record.id === id);
      if (!existing) throw new Error(notFoundMessage);
      const updated: T = { ...existing, ...changes, id };
      current = current.map((record) => (record.id === id ? updated : record));
      return { ...updated };
    },
  };
}

const testimonials = contentCollection<Testimonial>(TESTIMONIALS, 'Testimonial not found');
const successStories = contentCollection<SuccessStory>(SUCCESS_STORIES, 'Success story not found');
const services = contentCollection<Service>(SERVICES, 'Service not found');
const scamTypes = contentCollection<ScamType>(SCAM_TYPE_RECORDS, 'Scam type not found');
const teamMembers = contentCollection<TeamMember>(TEAM_MEMBERS, 'Team member not found');

export const getTestimonials = testimonials.list;
export const updateTestimonial = testimonials.update;
export const getSuccessStories = successStories.list;
export const updateSuccessStory = successStories.update;
export const getServices = services.list;
export const updateService = services.update;
export const getScamTypes = scamTypes.list;
export const updateScamType = scamTypes.update;
export const getTeamMembers = teamMembers.list;
export const updateTeamMember = teamMembers.update;
