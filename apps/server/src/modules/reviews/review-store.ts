import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ActivityRepository } from '../activity/activity.repository';
import { AiFillRepository } from '../ai-fill/ai-fill.repository';
import { InvestmentItemsRepository } from '../investment-items/investment-items.repository';
import { InvestmentProcessesRepository } from '../investment-processes/investment-processes.repository';
import { InvestmentsRepository } from '../investments/investments.repository';
import { createLibraryStore, type LibraryStore } from '../items/library-store';
import { MediaRepository } from '../media/media.repository';
import { NotesRepository } from '../notes/notes.repository';
import { ReviewModelsRepository } from './review-models.repository';
import { ReviewsRepository } from './reviews.repository';

/** The repositories a review touches, over one connection or transaction. */
export interface ReviewStore {
  reviews: ReviewsRepository;
  processes: InvestmentProcessesRepository;
  items: InvestmentItemsRepository;
  notes: NotesRepository;
  models: ReviewModelsRepository;
  activity: ActivityRepository;
  investments: InvestmentsRepository;
  media: MediaRepository;
  /** The process library, to copy processes from. */
  library: LibraryStore;
  /** AI fills and the suggestions they left beside items. */
  aiFills: AiFillRepository;
}

export function createReviewStore(db: Kysely<Database>): ReviewStore {
  return {
    reviews: new ReviewsRepository(db),
    processes: new InvestmentProcessesRepository(db),
    items: new InvestmentItemsRepository(db),
    notes: new NotesRepository(db),
    models: new ReviewModelsRepository(db),
    activity: new ActivityRepository(db),
    investments: new InvestmentsRepository(db),
    media: new MediaRepository(db),
    library: createLibraryStore(db),
    aiFills: new AiFillRepository(db),
  };
}

/** Runs `work` in one transaction with the review repositories bound to it (changes and their activity events together). */
export function inReviewTransaction<T>(db: Kysely<Database>, work: (store: ReviewStore) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(createReviewStore(trx)));
}
