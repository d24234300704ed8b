import { LIMITS } from '../constants/limits';

/** Screen messages the spec does not word; 'Screen name is required' stays in MESSAGES. */
export const SCREEN_MESSAGES = {
  nameMax: `Screen name must be at most ${LIMITS.screenName} characters`,
  descriptionMax: `Description must be at most ${LIMITS.screenDescription} characters`,
  sourceRequired: 'Please select a source',
  associatedProcessRequired: 'Please select the associated process',
  secondaryNeedsLead: 'Please select a lead process first',
  secondaryIncludesLead: 'The lead process cannot also be a secondary process',
  idInvalid: 'Please select a valid process',
  defaultLocked: 'The default screen always stays active and default. Make another screen the default first.',
  sortDirection: 'sortingScopeBy must be asc or desc',
  defaultMustBeActive: 'The default screen must be active',
  activateAndDeactivate: 'A screen cannot be activated and deactivated at once',
  notYours: 'Please select your own screens',
  deleted: 'Screen was successfully deleted',
  savedViewQuery: 'The saved view must be the filters and sort of a screen-results address',
  savedViewGroups: 'The saved view names more column groups than a screen can show',
  viewSaved: 'View saved: this screen now opens with these filters, sort and columns',
} as const;
