// The news feature's public entry: what other features may use. The item's life cycle is owned here;
// no other feature writes the `news` table.
export {
  assertNotPlanned,
  createProposal,
  findNewsItemRow,
  inItemTransaction,
  loadNewsRow,
  placeDemoItem,
  placeInWeek,
  isOwnChangeUnderFourEyes,
  releaseItem,
  releaseMovedPost,
  removeDemoItems,
  replaceProposal,
  saveEdit,
  saveRebrandedImages,
  saveRegeneratedCaption,
  saveRegeneratedImages,
  serverActor,
  teamActor,
  updateProposal,
  type CaptionColumns,
  type ContentChange,
  type EditColumns,
  type NewProposal,
  type NewsActor,
  type OnBehalfOf,
  type ProposalColumns,
  type TransactionStep,
} from './news-lifecycle';
export { newsModule } from './news.module';
export { getNewsItem, listNewsItems, loadNewsPage } from './news.service';
export { editableCredits, editableLayers, renderForNews } from './render-for-news';
export { sharepicQuality } from './sharepic-quality';
