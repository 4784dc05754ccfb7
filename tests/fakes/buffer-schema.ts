import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The part of Buffer's GraphQL schema the fake serves, copied (trimmed) from the introspected schema in
 * api-evangelist/buffer `graphql/buffer-schema.graphql`. Type and scalar names are kept exactly, so a
 * client query that would fail validation against Buffer (e.g. `$id: String!` where `ChannelId!` is
 * expected) fails here too.
 *
 * Two variants: `strict` types `CreatePostInput.assets` as the ordered `[AssetInput!]` list (Buffer since
 * 2026-05-25); `legacy` takes any JSON there so the old `{ images: [{ url }] }` object is accepted too.
 */
const sdl = (assetsType: string) => /* GraphQL */ `
scalar AccountId
scalar ChannelId
scalar DateTime
scalar OrganizationId
scalar PostId
scalar TagId
scalar IdeaId
scalar DraftId
${assetsType === 'AssetsJSON' ? 'scalar AssetsJSON' : ''}

enum AssetType { image video document }
enum ChannelType { page profile business group account channel }
enum PostStatus { draft needs_approval scheduled sending sent error }
enum PostType { post reel story short whats_new offer event carousel ghost_post thread }
enum PostVia { buffer network api }
enum SchedulingType { notification automatic }
enum Service { instagram facebook twitter linkedin pinterest tiktok googlebusiness startPage mastodon youtube threads bluesky }
enum ShareMode { addToQueue shareNow shareNext customScheduled }
enum NotificationStatus { notified markedAsPublished }
enum PostSortableKey { dueAt createdAt }
enum SortDirection { asc desc }

interface MutationError { message: String! }
interface Asset { id: ID type: AssetType! mimeType: String! source: String! thumbnail: String! }

type Account {
  id: ID!
  email: String!
  avatar: String!
  name: String
  timezone: String
  organizations(filter: OrganizationFilterInput): [Organization!]!
}
type Organization { id: OrganizationId! name: String! ownerEmail: String! channelCount: Int! }

union ChannelMetadata = InstagramMetadata | FacebookMetadata
type InstagramMetadata { defaultToReminders: Boolean! }
type FacebookMetadata { locationData: String }

type Channel {
  id: ChannelId!
  avatar: String!
  createdAt: DateTime!
  descriptor: String!
  displayName: String
  isDisconnected: Boolean!
  isLocked: Boolean!
  isQueuePaused: Boolean!
  metadata: ChannelMetadata
  name: String!
  organizationId: OrganizationId!
  service: Service!
  serviceId: String!
  timezone: String!
  type: ChannelType!
  externalLink: String
}

type ImageMetadata { altText: String! width: Int! height: Int! isAnimated: Boolean! }
type ImageAsset implements Asset { id: ID type: AssetType! mimeType: String! source: String! thumbnail: String! image: ImageMetadata! }
type VideoMetadata { durationMs: Int! width: Int! height: Int! isTranscodingRequired: Boolean! isVideoProcessing: Boolean! }
type VideoAsset implements Asset { id: ID type: AssetType! mimeType: String! source: String! thumbnail: String! video: VideoMetadata! }

union PostMetadata = InstagramPostMetadata
type InstagramPostMetadata { firstComment: String link: String type: PostType! shouldShareToFeed: Boolean! }
type PostPublishingError { message: String! supportUrl: String rawError: String }

type Post {
  id: PostId!
  status: PostStatus!
  via: PostVia!
  schedulingType: SchedulingType
  isCustomScheduled: Boolean!
  createdAt: DateTime!
  updatedAt: DateTime!
  dueAt: DateTime
  sentAt: DateTime
  text: String!
  externalLink: String
  metadata: PostMetadata
  channelId: ChannelId!
  channelService: Service!
  channel: Channel!
  notificationStatus: NotificationStatus
  error: PostPublishingError
  assets: [Asset!]!
  sharedNow: Boolean!
  shareMode: ShareMode!
}

type PostActionSuccess { post: Post! }
type NotFoundError implements MutationError { message: String! }
type UnauthorizedError implements MutationError { message: String! }
type UnexpectedError implements MutationError { message: String! }
type LimitReachedError implements MutationError { message: String! }
type InvalidInputError implements MutationError { message: String! }
type RestProxyError implements MutationError { message: String! link: String code: Int }
type VoidMutationError implements MutationError { message: String! }
type DeletePostSuccess { id: PostId! }
union PostActionPayload = PostActionSuccess | NotFoundError | UnauthorizedError | UnexpectedError | RestProxyError | LimitReachedError | InvalidInputError
union DeletePostPayload = DeletePostSuccess | VoidMutationError

type PaginationPageInfo { startCursor: String endCursor: String hasPreviousPage: Boolean! hasNextPage: Boolean! }
type PostsEdge { node: Post! cursor: String! }
type PostsResults { edges: [PostsEdge!] pageInfo: PaginationPageInfo! }

input OrganizationFilterInput { organizationId: String! }
input ChannelsFiltersInput { isLocked: Boolean }
input ChannelsInput { organizationId: OrganizationId! filter: ChannelsFiltersInput }
input ChannelInput { id: ChannelId! }
input PostInput { id: PostId! }
input DeletePostInput { id: PostId! }
input DateTimeComparator { start: DateTime end: DateTime }
input PostsFiltersInput { channelIds: [ChannelId!] status: [PostStatus!] dueAt: DateTimeComparator createdAt: DateTimeComparator }
input PostSortInput { field: PostSortableKey! direction: SortDirection! }
input PostsInput { organizationId: OrganizationId! filter: PostsFiltersInput sort: [PostSortInput!] }

input ImageMetadataInput { altText: String! }
input ImageAssetInput { url: String! thumbnailUrl: String metadata: ImageMetadataInput }
input VideoMetadataInput { thumbnailOffset: Int title: String }
input VideoAssetInput { url: String! thumbnailUrl: String metadata: VideoMetadataInput }
input DocumentAssetInput { url: String! title: String! thumbnailUrl: String! }
input LinkAssetInput { url: String! title: String description: String thumbnailUrl: String }
input AssetInput { image: ImageAssetInput video: VideoAssetInput document: DocumentAssetInput link: LinkAssetInput }

input InstagramGeolocationInput { id: String text: String }
input InstagramPostMetadataInput {
  type: PostType!
  firstComment: String
  link: String
  geolocation: InstagramGeolocationInput
  shouldShareToFeed: Boolean!
}
input PostInputMetaData { instagram: InstagramPostMetadataInput }

input CreatePostInput {
  ideaId: IdeaId
  draftId: DraftId
  schedulingType: SchedulingType!
  dueAt: DateTime
  text: String
  metadata: PostInputMetaData
  channelId: ChannelId!
  tagIds: [TagId!]
  assets: ${assetsType}
  mode: ShareMode!
  source: String
  aiAssisted: Boolean
  saveToDraft: Boolean
  needsApproval: Boolean
}

type Query {
  account: Account!
  channel(input: ChannelInput!): Channel!
  channels(input: ChannelsInput!): [Channel!]!
  posts(input: PostsInput!, first: Int, after: String): PostsResults!
  post(input: PostInput!): Post!
}

type Mutation {
  createPost(input: CreatePostInput!): PostActionPayload!
  deletePost(input: DeletePostInput!): DeletePostPayload!
}
`;

export const strictSchema: GraphQLSchema = buildSchema(sdl('[AssetInput!]! = []'));
export const legacySchema: GraphQLSchema = buildSchema(sdl('AssetsJSON'));
