import { computeAllMetrics } from './modules/metrics/compute-all-metrics';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import { expireTrialOf } from './jobs/trial-expiry';
import { AuthService } from './modules/auth/auth.service';
import { PlanChanges } from './modules/billing/plan-changes';
import { createStripeClient, StripeGateway } from './modules/billing/stripe-gateway';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { FinancialsRepository } from './modules/investments/financials.repository';
import type { InvestmentExtensions } from './modules/investments/investment-extensions';
import { InvestmentSearchRepository } from './modules/investments/investments-search.repository';
import { InvestmentsRepository } from './modules/investments/investments.repository';
import { InvestmentsService } from './modules/investments/investments.service';
import { SearchRankingRepository } from './modules/investments/search-ranking.repository';
import { EstimatesService } from './modules/estimates/estimates.service';
import { MediaRepository } from './modules/media/media.repository';
import { MediaService } from './modules/media/media.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { ItemsRepository } from './modules/items/items.repository';
import { ItemsService } from './modules/items/items.service';
import { LibraryReader } from './modules/items/library-reader';
import { ProcessesRepository } from './modules/processes/processes.repository';
import { ProcessesService } from './modules/processes/processes.service';
import { TemplatesService } from './modules/templates/templates.service';
import { InvestmentItemsService } from './modules/investment-items/investment-items.service';
import { InvestmentProcessesService } from './modules/investment-processes/investment-processes.service';
import { NotesService } from './modules/notes/notes.service';
import { ReviewInvestmentExtensions } from './modules/reviews/review-extensions';
import { ReviewMediaAccess } from './modules/reviews/review-media-access';
import { ReviewMediaRepository } from './modules/reviews/review-media.repository';
import { ReviewReader } from './modules/reviews/review-reader';
import type { ReviewSharing } from './modules/reviews/review-sharing';
import { ReviewPolicy } from './modules/reviews/reviews.policy';
import { ReviewsService } from './modules/reviews/reviews.service';
import { ShareGrants } from './modules/sharing/share-grants';
import { SharingRepository } from './modules/sharing/sharing.repository';
import { TeamsRepository } from './modules/teams/teams.repository';
import { ViewerRepository } from './modules/teams/viewer.repository';
import { Viewers } from './modules/teams/viewers';
import type { FileStorage } from './storage/storage';

/** Everything the routes use, built once per app instance. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** The background job runner (started by main.ts after the migrations). */
  jobs: JobRunner;
  users: UsersRepository;
  sessions: SessionsRepository;
  media: MediaRepository;
  authService: AuthService;
  usersService: UsersService;
  mediaService: MediaService;
  /** Processes and the default-process pointer; its REVIEWS HOOK methods are for the reviews issue. */
  processes: ProcessesRepository;
  processItems: ItemsRepository;
  processesService: ProcessesService;
  itemsService: ItemsService;
  templatesService: TemplatesService;
  investments: InvestmentsRepository;
  /** Review ids and include=processes/review for investments, answered by the reviews module. */
  investmentExtensions: InvestmentExtensions;
  investmentsService: InvestmentsService;
  /** The top bar's search; main.ts reads the listed universe into it on start-up. */
  investmentSearch: InvestmentSearchRepository;
  /** What a review shared with the viewer grants (the sharing module's active shares). */
  reviewSharing: ReviewSharing;
  reviewsService: ReviewsService;
  investmentItemsService: InvestmentItemsService;
  investmentProcessesService: InvestmentProcessesService;
  notesService: NotesService;
  /** Teams, their members and history. */
  teams: TeamsRepository;
  /** The signed-in person with their effective role and workspace (auth, sign-in). */
  viewers: Viewers;
  /**
   * Plans (issue #16): applyPlan (the one way a plan changes), planOf(userId) (an active trial
   * counts as investor; past_due keeps the plan), seatsFor(plan), and onPlanChange(listener) for
   * every change of the plan in force (Teams registers "the team becomes inactive" there).
   */
  billing: PlanChanges;
  /** The Stripe SDK behind the product's calls, in Stripe billing mode only. */
  stripe: StripeGateway | undefined;
  /** The reviewer's own forecasts (GET/PATCH /investment-reviews/{id}/estimation). */
  estimatesService: EstimatesService;
}

export function createDeps(base: { config: Config; db: Db; mailer: Mailer; storage: FileStorage; jobs: JobRunner }, log: FastifyBaseLogger): AppDeps {
  const users = new UsersRepository(base.db.db);
  const teams = new TeamsRepository(base.db.db);
  const viewers = new Viewers(new ViewerRepository(base.db.db), teams);
  const sessions = new SessionsRepository(base.db.db);
  const media = new MediaRepository(base.db.db);
  const authService = new AuthService({ config: base.config, db: base.db.db, users, sessions, mailer: base.mailer, viewers, teams });
  const reviewSharing: ReviewSharing = new ShareGrants(new SharingRepository(base.db.db));
  const reviewMedia = new ReviewMediaAccess(new ReviewMediaRepository(base.db.db), reviewSharing);
  const mediaService = new MediaService({ config: base.config, media, storage: base.storage, reviewMedia, viewers });
  const billing = new PlanChanges({ db: base.db, config: base.config.billing, log });
  // A new Pro Investor owns their team at once (reading the viewer creates it when missing); the
  // team of an owner who leaves the plan is inactive by itself (the owner's role decides).
  billing.onPlanChange(async (userId, _from, to) => {
    if (to === 'proInvestor') await viewers.forUser(userId);
  });
  const usersService = new UsersService({ users, sessions, media, mediaService, authService, expireTrial: (user) => expireTrialOf({ ...base, billing, log }, user) });
  const libraryReader = new LibraryReader((file, viewerId) => mediaService.signedUrl(file, viewerId));
  const library = { db: base.db.db, reader: libraryReader };
  const processes = new ProcessesRepository(base.db.db);
  const processItems = new ItemsRepository(base.db.db);
  const processesService = new ProcessesService(library);
  const itemsService = new ItemsService(library);
  const templatesService = new TemplatesService(library);
  const investments = new InvestmentsRepository(base.db.db);
  const financials = new FinancialsRepository(base.db.db);
  const review = { db: base.db.db, policy: new ReviewPolicy(reviewSharing), reader: new ReviewReader((file, viewerId) => mediaService.signedUrl(file, viewerId)) };
  const investmentExtensions: InvestmentExtensions = new ReviewInvestmentExtensions(review);
  const investmentSearch = new InvestmentSearchRepository(base.db.db);
  const investmentsService = new InvestmentsService({
    investments,
    search: investmentSearch,
    ranking: new SearchRankingRepository(base.db.db),
    financials,
    extensions: investmentExtensions,
    refreshMetrics: async (ids) => void (await computeAllMetrics(base.db.db, ids)),
  });
  return {
    ...base, processes, processItems, processesService, itemsService, templatesService, users, sessions, media, authService, usersService, mediaService,
    investments, investmentExtensions, investmentsService, investmentSearch,
    reviewSharing,
    reviewsService: new ReviewsService({ ...review, financials }),
    investmentItemsService: new InvestmentItemsService(review),
    investmentProcessesService: new InvestmentProcessesService(review),
    notesService: new NotesService(review),
    teams,
    viewers,
    billing,
    stripe: base.config.billing.stripe ? new StripeGateway(createStripeClient(base.config.billing.stripe), base.config.billing.stripe, log) : undefined,
    estimatesService: new EstimatesService({ db: base.db.db, policy: review.policy, financials }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
