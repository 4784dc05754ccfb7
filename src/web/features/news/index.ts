/** The news feature's public entry: the gallery, with a slot for the page's card actions. */
export { NewsGallery, type RenderCardActions } from './components/news-gallery';
