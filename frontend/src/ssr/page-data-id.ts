/** The id of the `<script type="application/json">` holding a server-rendered page's data (see page-data.ts). */
export const PAGE_DATA_ID = 'bulletin-page-data';
