// The demo's people, as a Japanese swim school would have them: names of their generation, no full name
// twice, mobile numbers on 090/080/070 and landlines on the store's area code, addresses whose postal codes
// Japan Post knows for that town, and the school's grades by age and years of membership. One generator for
// both demos: the server's demo data (`pnpm start`) and the school the Storybook fixtures are recorded from.
// Every date is a Tokyo calendar day, whatever the machine's time zone.

import {
  addDays,
  ageOn as ageOnDay,
  DAY_MS,
  dayOf,
  type Instant,
  isValidIsoDate,
  midnightOf,
} from '../calendar.ts';
import type { Random } from './random.ts';

/** [漢字, カナ, romaji] */
type Name = readonly [string, string, string];

const FAMILY_NAMES: readonly Name[] = [
  ['佐藤', 'サトウ', 'sato'],
  ['鈴木', 'スズキ', 'suzuki'],
  ['高橋', 'タカハシ', 'takahashi'],
  ['田中', 'タナカ', 'tanaka'],
  ['伊藤', 'イトウ', 'ito'],
  ['渡辺', 'ワタナベ', 'watanabe'],
  ['山本', 'ヤマモト', 'yamamoto'],
  ['中村', 'ナカムラ', 'nakamura'],
  ['小林', 'コバヤシ', 'kobayashi'],
  ['加藤', 'カトウ', 'kato'],
  ['吉田', 'ヨシダ', 'yoshida'],
  ['山田', 'ヤマダ', 'yamada'],
  ['佐々木', 'ササキ', 'sasaki'],
  ['山口', 'ヤマグチ', 'yamaguchi'],
  ['松本', 'マツモト', 'matsumoto'],
  ['井上', 'イノウエ', 'inoue'],
  ['木村', 'キムラ', 'kimura'],
  ['林', 'ハヤシ', 'hayashi'],
  ['斎藤', 'サイトウ', 'saito'],
  ['清水', 'シミズ', 'shimizu'],
  ['山崎', 'ヤマザキ', 'yamazaki'],
  ['森', 'モリ', 'mori'],
  ['池田', 'イケダ', 'ikeda'],
  ['橋本', 'ハシモト', 'hashimoto'],
  ['阿部', 'アベ', 'abe'],
  ['石川', 'イシカワ', 'ishikawa'],
  ['山下', 'ヤマシタ', 'yamashita'],
  ['中島', 'ナカジマ', 'nakajima'],
  ['石井', 'イシイ', 'ishii'],
  ['小川', 'オガワ', 'ogawa'],
  ['前田', 'マエダ', 'maeda'],
  ['岡田', 'オカダ', 'okada'],
  ['長谷川', 'ハセガワ', 'hasegawa'],
  ['藤田', 'フジタ', 'fujita'],
  ['後藤', 'ゴトウ', 'goto'],
  ['近藤', 'コンドウ', 'kondo'],
  ['村上', 'ムラカミ', 'murakami'],
  ['遠藤', 'エンドウ', 'endo'],
  ['青木', 'アオキ', 'aoki'],
  ['坂本', 'サカモト', 'sakamoto'],
  ['福田', 'フクダ', 'fukuda'],
  ['太田', 'オオタ', 'ota'],
  ['西村', 'ニシムラ', 'nishimura'],
  ['藤井', 'フジイ', 'fujii'],
  ['金子', 'カネコ', 'kaneko'],
  ['岡本', 'オカモト', 'okamoto'],
  ['藤原', 'フジワラ', 'fujiwara'],
  ['中野', 'ナカノ', 'nakano'],
  ['三浦', 'ミウラ', 'miura'],
  ['原田', 'ハラダ', 'harada'],
  ['中川', 'ナカガワ', 'nakagawa'],
  ['松田', 'マツダ', 'matsuda'],
  ['竹内', 'タケウチ', 'takeuchi'],
  ['小野', 'オノ', 'ono'],
  ['田村', 'タムラ', 'tamura'],
  ['中山', 'ナカヤマ', 'nakayama'],
  ['和田', 'ワダ', 'wada'],
  ['石田', 'イシダ', 'ishida'],
  ['森田', 'モリタ', 'morita'],
  ['上田', 'ウエダ', 'ueda'],
  ['柴田', 'シバタ', 'shibata'],
  ['酒井', 'サカイ', 'sakai'],
  ['工藤', 'クドウ', 'kudo'],
  ['横山', 'ヨコヤマ', 'yokoyama'],
  ['宮崎', 'ミヤザキ', 'miyazaki'],
  ['宮本', 'ミヤモト', 'miyamoto'],
  ['内田', 'ウチダ', 'uchida'],
  ['高木', 'タカギ', 'takagi'],
  ['安藤', 'アンドウ', 'ando'],
  ['谷口', 'タニグチ', 'taniguchi'],
  ['丸山', 'マルヤマ', 'maruyama'],
  ['今井', 'イマイ', 'imai'],
  ['河野', 'コウノ', 'kono'],
  ['藤本', 'フジモト', 'fujimoto'],
  ['村田', 'ムラタ', 'murata'],
  ['武田', 'タケダ', 'takeda'],
  ['上野', 'ウエノ', 'ueno'],
  ['杉山', 'スギヤマ', 'sugiyama'],
  ['増田', 'マスダ', 'masuda'],
  ['小山', 'コヤマ', 'koyama'],
  ['大塚', 'オオツカ', 'otsuka'],
  ['平野', 'ヒラノ', 'hirano'],
  ['菅原', 'スガワラ', 'sugawara'],
  ['久保', 'クボ', 'kubo'],
  ['松井', 'マツイ', 'matsui'],
  ['千葉', 'チバ', 'chiba'],
  ['岩崎', 'イワサキ', 'iwasaki'],
  ['桜井', 'サクライ', 'sakurai'],
  ['木下', 'キノシタ', 'kinoshita'],
  ['野口', 'ノグチ', 'noguchi'],
  ['松尾', 'マツオ', 'matsuo'],
  ['菊地', 'キクチ', 'kikuchi'],
  ['野村', 'ノムラ', 'nomura'],
  ['新井', 'アライ', 'arai'],
];

/** Names given to children born in the last twenty years. */
const CHILD_NAMES: Record<'male' | 'female', readonly Name[]> = {
  male: [
    ['蓮', 'レン', 'ren'],
    ['陽翔', 'ハルト', 'haruto'],
    ['湊', 'ミナト', 'minato'],
    ['大和', 'ヤマト', 'yamato'],
    ['悠真', 'ユウマ', 'yuma'],
    ['蒼', 'アオイ', 'aoi'],
    ['樹', 'イツキ', 'itsuki'],
    ['朝陽', 'アサヒ', 'asahi'],
    ['陽向', 'ヒナタ', 'hinata'],
    ['律', 'リツ', 'ritsu'],
    ['碧', 'アオ', 'ao'],
    ['新', 'アラタ', 'arata'],
    ['颯', 'ハヤテ', 'hayate'],
    ['結翔', 'ユイト', 'yuito'],
    ['蒼空', 'ソラ', 'sora'],
    ['大翔', 'ヒロト', 'hiroto'],
    ['奏太', 'ソウタ', 'sota'],
    ['颯真', 'ソウマ', 'soma'],
    ['陸', 'リク', 'riku'],
    ['悠斗', 'ユウト', 'yuto'],
    ['拓海', 'タクミ', 'takumi'],
    ['海斗', 'カイト', 'kaito'],
    ['琉生', 'ルイ', 'rui'],
    ['晴', 'ハル', 'haru'],
    ['航', 'ワタル', 'wataru'],
    ['健太', 'ケンタ', 'kenta'],
    ['翔太', 'ショウタ', 'shota'],
    ['瑛太', 'エイタ', 'eita'],
    ['湧', 'ユウ', 'yu'],
    ['千尋', 'チヒロ', 'chihiro'],
  ],
  female: [
    ['陽葵', 'ヒマリ', 'himari'],
    ['凛', 'リン', 'rin'],
    ['結菜', 'ユイナ', 'yuina'],
    ['芽依', 'メイ', 'mei'],
    ['葵', 'アオイ', 'aoi'],
    ['紬', 'ツムギ', 'tsumugi'],
    ['澪', 'ミオ', 'mio'],
    ['結愛', 'ユア', 'yua'],
    ['莉子', 'リコ', 'riko'],
    ['咲良', 'サクラ', 'sakura'],
    ['美月', 'ミツキ', 'mitsuki'],
    ['杏', 'アン', 'an'],
    ['心春', 'コハル', 'koharu'],
    ['陽菜', 'ヒナ', 'hina'],
    ['結衣', 'ユイ', 'yui'],
    ['花', 'ハナ', 'hana'],
    ['楓', 'カエデ', 'kaede'],
    ['詩', 'ウタ', 'uta'],
    ['愛莉', 'アイリ', 'airi'],
    ['彩葉', 'イロハ', 'iroha'],
    ['琴音', 'コトネ', 'kotone'],
    ['ひなた', 'ヒナタ', 'hinata'],
    ['七海', 'ナナミ', 'nanami'],
    ['美咲', 'ミサキ', 'misaki'],
    ['杏奈', 'アンナ', 'anna'],
    ['真央', 'マオ', 'mao'],
    ['優奈', 'ユウナ', 'yuna'],
    ['さくら', 'サクラ', 'sakura'],
    ['芽衣', 'メイ', 'mei'],
    ['花音', 'カノン', 'kanon'],
  ],
};

/** Names of parents and adult members (born 1950s to 2000s). */
const ADULT_NAMES: Record<'male' | 'female', readonly Name[]> = {
  male: [
    ['健一', 'ケンイチ', 'kenichi'],
    ['大輔', 'ダイスケ', 'daisuke'],
    ['拓也', 'タクヤ', 'takuya'],
    ['直樹', 'ナオキ', 'naoki'],
    ['誠', 'マコト', 'makoto'],
    ['浩二', 'コウジ', 'koji'],
    ['修', 'オサム', 'osamu'],
    ['隆', 'タカシ', 'takashi'],
    ['聡', 'サトシ', 'satoshi'],
    ['和也', 'カズヤ', 'kazuya'],
    ['剛', 'ツヨシ', 'tsuyoshi'],
    ['裕太', 'ユウタ', 'yuta'],
    ['達也', 'タツヤ', 'tatsuya'],
    ['亮', 'リョウ', 'ryo'],
    ['雄一', 'ユウイチ', 'yuichi'],
    ['博之', 'ヒロユキ', 'hiroyuki'],
    ['正樹', 'マサキ', 'masaki'],
    ['康平', 'コウヘイ', 'kohei'],
    ['秀樹', 'ヒデキ', 'hideki'],
    ['義明', 'ヨシアキ', 'yoshiaki'],
    ['茂', 'シゲル', 'shigeru'],
    ['勝', 'マサル', 'masaru'],
    ['慎吾', 'シンゴ', 'shingo'],
    ['翔', 'ショウ', 'sho'],
    ['太郎', 'タロウ', 'taro'],
  ],
  female: [
    ['裕子', 'ユウコ', 'yuko'],
    ['恵子', 'ケイコ', 'keiko'],
    ['美穂', 'ミホ', 'miho'],
    ['直美', 'ナオミ', 'naomi'],
    ['智子', 'トモコ', 'tomoko'],
    ['由美', 'ユミ', 'yumi'],
    ['真由美', 'マユミ', 'mayumi'],
    ['久美子', 'クミコ', 'kumiko'],
    ['明美', 'アケミ', 'akemi'],
    ['香織', 'カオリ', 'kaori'],
    ['愛', 'アイ', 'ai'],
    ['麻衣', 'マイ', 'mai'],
    ['彩', 'アヤ', 'aya'],
    ['千春', 'チハル', 'chiharu'],
    ['洋子', 'ヨウコ', 'yoko'],
    ['幸子', 'サチコ', 'sachiko'],
    ['京子', 'キョウコ', 'kyoko'],
    ['典子', 'ノリコ', 'noriko'],
    ['理恵', 'リエ', 'rie'],
    ['沙織', 'サオリ', 'saori'],
    ['美香', 'ミカ', 'mika'],
    ['綾乃', 'アヤノ', 'ayano'],
    ['早紀', 'サキ', 'saki'],
    ['恵', 'メグミ', 'megumi'],
    ['陽子', 'ヨウコ', 'yoko'],
  ],
};

export type Gender = 'male' | 'female';

export interface PersonName {
  family: string;
  given: string;
  familyKana: string;
  givenKana: string;
  /** For e-mail addresses: `yamada.hanako`. */
  romaji: string;
}

/** One of Japan Post's towns near a store, with how its street addresses are written. */
interface Town {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  /** Number of 丁目 (0: the town has none, as 宇田川町). */
  chome: number;
}

export interface StoreArea {
  /** Landline area code: 03 (Tokyo's wards), 045 (Yokohama), 048 (Saitama). */
  areaCode: '03' | '045' | '048';
  towns: readonly Town[];
}

const town = (postalCode: string, prefecture: string, city: string, name: string, chome: number): Town => ({
  postalCode,
  prefecture,
  city,
  town: name,
  chome,
});

/**
 * Where each demo store's members live, by store (渋谷校, 横浜校, 大宮校); the postal codes are checked against
 * Japan Post's list in the server's demo.test.ts.
 */
export const STORE_AREAS: readonly StoreArea[] = [
  {
    areaCode: '03',
    towns: [
      town('150-0041', '東京都', '渋谷区', '神南', 2),
      town('150-0042', '東京都', '渋谷区', '宇田川町', 0),
      town('150-0043', '東京都', '渋谷区', '道玄坂', 2),
      town('150-0031', '東京都', '渋谷区', '桜丘町', 0),
      town('150-0011', '東京都', '渋谷区', '東', 4),
      town('150-0012', '東京都', '渋谷区', '広尾', 5),
      town('150-0021', '東京都', '渋谷区', '恵比寿西', 2),
      town('150-0046', '東京都', '渋谷区', '松濤', 2),
      town('151-0051', '東京都', '渋谷区', '千駄ヶ谷', 6),
      town('151-0064', '東京都', '渋谷区', '上原', 3),
      town('151-0066', '東京都', '渋谷区', '西原', 3),
      town('153-0042', '東京都', '目黒区', '青葉台', 4),
      town('154-0004', '東京都', '世田谷区', '太子堂', 5),
      town('155-0031', '東京都', '世田谷区', '北沢', 5),
    ],
  },
  {
    areaCode: '045',
    towns: [
      town('220-0011', '神奈川県', '横浜市西区', '高島', 2),
      town('220-0004', '神奈川県', '横浜市西区', '北幸', 2),
      town('220-0023', '神奈川県', '横浜市西区', '平沼', 2),
      town('220-0073', '神奈川県', '横浜市西区', '岡野', 2),
      town('220-0051', '神奈川県', '横浜市西区', '中央', 2),
      town('221-0835', '神奈川県', '横浜市神奈川区', '鶴屋町', 3),
      town('221-0056', '神奈川県', '横浜市神奈川区', '金港町', 0),
      town('231-0062', '神奈川県', '横浜市中区', '桜木町', 7),
      town('222-0033', '神奈川県', '横浜市港北区', '新横浜', 3),
      town('240-0006', '神奈川県', '横浜市保土ケ谷区', '星川', 3),
    ],
  },
  {
    areaCode: '048',
    towns: [
      town('330-0854', '埼玉県', 'さいたま市大宮区', '桜木町', 4),
      town('330-0846', '埼玉県', 'さいたま市大宮区', '大門町', 3),
      town('330-0803', '埼玉県', 'さいたま市大宮区', '高鼻町', 4),
      town('330-0843', '埼玉県', 'さいたま市大宮区', '吉敷町', 4),
      town('331-0812', '埼玉県', 'さいたま市北区', '宮原町', 4),
      town('331-0823', '埼玉県', 'さいたま市北区', '日進町', 3),
      town('337-0051', '埼玉県', 'さいたま市見沼区', '東大宮', 7),
      town('330-0061', '埼玉県', 'さいたま市浦和区', '常盤', 10),
      town('338-0001', '埼玉県', 'さいたま市中央区', '上落合', 9),
    ],
  },
];

const BUILDINGS = [
  'パークハウス',
  'グランドメゾン',
  'コーポ',
  'ハイツ',
  'レジデンス',
  'メゾン',
  'ライオンズマンション',
];

export interface Address {
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
}

/** The school's grades: 25級 (a beginner) up to 1級, then 選手コース. Level 1 = 25級 … 25 = 1級, 26 = 選手コース. */
export const GRADE_NAMES: readonly string[] = [
  ...Array.from({ length: 25 }, (_, i) => `${25 - i}級`),
  '選手コース',
];
export const TOP_LEVEL = GRADE_NAMES.length;

/**
 * The highest grade a child of this age plausibly holds: none before 3 (ベビー has no grades), then about
 * three grades a year of age at most — 22級 at 3, 13級 at 6, 1級 from 10. 選手コース from 10.
 */
export function highestLevelForAge(age: number): number {
  if (age < 3) return 0;
  if (age >= 10) return TOP_LEVEL;
  return Math.min(TOP_LEVEL - 1, 3 * age - 5);
}

/**
 * A member's grade level from their age and their months of lessons since they were 3: a test every couple of
 * months, passed more often than not, never above what their age allows; athletes have passed 1級.
 */
export function gradeLevelFor(
  random: Random,
  options: { birth: Date; joined: Date; today: Date; athlete: boolean },
): number | null {
  const age = ageOn(options.birth, options.today);
  if (age < 3 || age >= 18) return null;
  const ceiling = highestLevelForAge(age);
  if (options.athlete) return ceiling;
  const from = Math.max(options.joined.getTime(), yearsLater(options.birth, 3));
  const months = Math.max(0, (options.today.getTime() - from) / (30.4 * DAY_MS));
  const passed = Math.round(months / random.int(2, 4));
  return Math.max(1, Math.min(ceiling, TOP_LEVEL - 1, 1 + passed));
}

/** Full years between the Tokyo days of two instants (a birthday counts from its day). */
export function ageOn(birth: Instant, day: Instant): number {
  return ageOnDay(dayOf(birth), dayOf(day));
}

/**
 * The instant `years` later on Tokyo's calendar, at the same time of day (29 February moves to 1 March in a year
 * without one, as Date's setFullYear does).
 */
function yearsLater(instant: Instant, years: number): number {
  const day = dayOf(instant);
  const timeOfDay = new Date(instant).getTime() - midnightOf(day);
  const sameDay = `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
  const later = isValidIsoDate(sameDay) ? sameDay : addDays(`${sameDay.slice(0, 8)}28`, 1);
  return midnightOf(later) + timeOfDay;
}

/**
 * Names, phone numbers and addresses for one demo load: a full name is never given twice (nor to a staff
 * member), phone numbers never repeat.
 */
export function createPeople(random: Random, taken: readonly string[] = []) {
  const usedNames = new Set(taken.map((name) => name.replace(/\s/g, '')));
  const usedPhones = new Set<string>();
  const usedEmails = new Set<string>();

  const familyName = () => random.pick(FAMILY_NAMES);

  /** A name nobody in the demo has yet; `family` keeps a sibling's or parent's family name. */
  function name(gender: Gender, generation: 'child' | 'adult', family?: Name): PersonName {
    const givenNames = (generation === 'child' ? CHILD_NAMES : ADULT_NAMES)[gender];
    for (let attempt = 0; ; attempt += 1) {
      const [f, fKana, fRomaji] = attempt < 20 && family ? family : familyName();
      const [g, gKana, gRomaji] = random.pick(givenNames);
      if (usedNames.has(f + g)) continue;
      usedNames.add(f + g);
      return { family: f, given: g, familyKana: fKana, givenKana: gKana, romaji: `${fRomaji}.${gRomaji}` };
    }
  }

  function familyOf(person: PersonName): Name {
    return FAMILY_NAMES.find(([f]) => f === person.family) ?? random.pick(FAMILY_NAMES);
  }

  function unique(make: () => string): string {
    for (;;) {
      const value = make();
      if (!usedPhones.has(value)) {
        usedPhones.add(value);
        return value;
      }
    }
  }
  const digits = (n: number) => String(random.int(0, 10 ** n - 1)).padStart(n, '0');

  /** 090 for most, 080 for many, 070 for some, as Japanese mobile numbers run. */
  const mobile = () =>
    unique(() => {
      const roll = random.next();
      const prefix = roll < 0.5 ? '090' : roll < 0.88 ? '080' : '070';
      return `${prefix}-${String(random.int(1000, 9999))}-${digits(4)}`;
    });

  /** A home landline on the store's area code (03-xxxx-xxxx in Tokyo's wards, 045-xxx-xxxx in Yokohama). */
  const landline = (area: StoreArea) =>
    unique(() =>
      area.areaCode === '03'
        ? `03-${String(random.int(3000, 6999))}-${digits(4)}`
        : `${area.areaCode}-${String(random.int(200, 999))}-${digits(4)}`,
    );

  function address(area: StoreArea): Address {
    const place = random.pick(area.towns);
    const block = place.chome > 0 ? `${place.town}${random.int(1, place.chome)}-` : place.town;
    const street = `${block}${random.int(1, 28)}-${random.int(1, 18)}`;
    const building = random.chance(0.45)
      ? `${random.pick(BUILDINGS)}${place.town} ${random.int(1, 9)}0${random.int(1, 8)}`
      : null;
    return {
      postal_code: place.postalCode,
      prefecture: place.prefecture,
      city: place.city,
      street_address: street,
      building,
    };
  }

  /** `yamada.hanako@example.jp` (example.jp: a domain reserved for examples, mail to it goes nowhere). */
  function email(person: PersonName): string {
    for (let n = 1; ; n += 1) {
      const address = `${person.romaji}${n > 1 ? n : ''}@example.jp`;
      if (!usedEmails.has(address)) {
        usedEmails.add(address);
        return address;
      }
    }
  }

  return { random, name, familyOf, mobile, landline, email, address };
}

export type People = ReturnType<typeof createPeople>;
