import type { PostTranslation } from '@satsino/contract/content';
import { figures as f } from '../../figures.js';
import type { PromotionSlug } from '../../structure.js';
import { amount, spinValue } from './format.js';

const [first, second, third, fourth] = f.depositPercents;
const [tierLow, tierMid, tierHigh] = f.weeklyTiers;

/** The terms every deposit bonus shares, stated once and repeated where each offer needs them. */
const bonusTerms = `- Depósito mínimo de ${amount(f.minDeposit)}; bono de hasta ${amount(f.bonusMax)} por depósito.
- Debes apostar el bono ${f.wagering} veces (${f.wagering}×) en un plazo de ${f.bonusDays} días; hasta entonces, ni el saldo de bono ni sus ganancias se pueden retirar.
- Apuesta máxima de ${amount(f.maxBet)} mientras cumples el requisito de apuesta. El dinero real se juega antes que el saldo de bono.
- Solo puede haber un bono activo a la vez. Los bonos son opcionales: siempre puedes elegir «Sin bono».
- Importes en la moneda de tu cuenta (USD o EUR). Se aplican nuestros [Términos y condiciones](/policies/terms-and-conditions).`;

export const promotions: Record<PromotionSlug, PostTranslation> = {
  'welcome-bonus': {
    title: `Bono de bienvenida: ${f.welcomePercent} % hasta ${amount(f.welcomeMax)} + ${f.freeSpins} giros gratis`,
    summary: `Sumamos un ${f.welcomePercent} % a tu primer depósito, hasta ${amount(f.welcomeMax)}, y además te regalamos ${f.freeSpins} giros gratis.`,
    meta_description: `Bono de bienvenida de Satsino: el ${f.welcomePercent} % de tu primer depósito en cripto hasta ${amount(f.welcomeMax)}, más ${f.freeSpins} giros gratis.`,
    body: `Te damos la bienvenida a Satsino. Haz tu primer depósito y te sumamos el **${f.welcomePercent} %** como bono (hasta **${amount(f.welcomeMax)}**), además de **${f.freeSpins} giros gratis**.

## Cómo funciona

1. Regístrate y verifica tu correo electrónico.
2. Abre la Cartera, elige una criptomoneda y selecciona **Bono de bienvenida** como bono.
3. Deposita al menos ${amount(f.minDeposit)}. Si depositas ${amount(f.minDeposit)}, recibes ${amount((f.minDeposit * f.welcomePercent) / 100)} en saldo de bono; si depositas ${amount((f.welcomeMax * 100) / f.welcomePercent)} o más, recibes los ${amount(f.welcomeMax)} completos.
4. El bono y los giros gratis se abonan en cuanto se confirma tu depósito.

## Giros gratis

Los ${f.freeSpins} giros gratis se juegan en la tragaperras propia destacada junto al bono, con un valor de ${spinValue} por giro. Son válidos durante ${f.spinDays} días y sus ganancias se abonan como saldo de bono con un requisito de apuesta de ${f.spinWagering}×.

## Condiciones

${bonusTerms}
- El bono de bienvenida solo está disponible en tu primer depósito, una vez por jugador, hogar y cartera.

El bono de bienvenida es el primer paso de nuestros [bonos de depósito](/promotions/deposit-bonus): tu segundo, tercer y cuarto depósito también tienen bono.`,
  },

  'deposit-bonus': {
    title: `Bonos en tus cuatro primeros depósitos: ${first} %, ${second} %, ${third} % y ${fourth} %`,
    summary: `Cuatro depósitos, cuatro bonos: ${first} % (con ${f.freeSpins} giros gratis) y después ${second} %, ${third} % y ${fourth} %, cada uno de hasta ${amount(f.bonusMax)}.`,
    meta_description: `Bonos de depósito de Satsino: ${first} %, ${second} %, ${third} % y ${fourth} % en tus cuatro primeros depósitos en cripto, cada uno de hasta ${amount(f.bonusMax)}.`,
    body: `Nuestro paquete de bienvenida cubre tus cuatro primeros depósitos. Cada uno tiene su propio bono, y tú decides en cada ocasión si lo quieres.

| Depósito | Bono | Hasta |
|---|---|---|
| 1.º | **${first} %** + ${f.freeSpins} giros gratis | ${amount(f.bonusMax)} |
| 2.º | **${second} %** | ${amount(f.bonusMax)} |
| 3.º | **${third} %** | ${amount(f.bonusMax)} |
| 4.º | **${fourth} %** | ${amount(f.bonusMax)} |

## Cómo elegir tu bono

Al depositar, la caja te muestra el bono al que da derecho tu depósito y una calculadora con el importe que recibirás. Elígelo, o elige **Sin bono** si prefieres jugar sin requisito de apuesta; por ejemplo, si piensas retirar pronto. Un depósito hecho sin su bono cuenta igualmente como uno de tus cuatro.

## Después del cuarto depósito

A partir del quinto depósito toma el relevo el programa VIP: cada depósito puede llevar un **bono de recarga del ${f.vipReload} %** de hasta ${amount(f.bonusMax)}. Consulta el [Programa VIP](/policies/vip).

## Condiciones

${bonusTerms}
- Cada bono de depósito debe elegirse al hacer el depósito; no se puede añadir después.`,
  },

  'weekly-cashback': {
    title: `Cashback semanal: del ${f.weeklyMin} % al ${f.weeklyMax} % de tus pérdidas netas`,
    summary: `Cada lunes recuperas entre el ${f.weeklyMin} % y el ${f.weeklyMax} % de tus pérdidas netas de la semana anterior: cuanto más juegas, mayor es el porcentaje.`,
    meta_description: `Cashback semanal de Satsino: del ${f.weeklyMin} % al ${f.weeklyMax} % de tus pérdidas netas semanales, abonado cada lunes con requisito de apuesta de ${f.weeklyWagering}×.`,
    body: `Una semana en negativo forma parte del juego. Con el cashback semanal, te sale más barata: cada lunes te devolvemos una parte de tus pérdidas netas de la semana anterior, de lunes a domingo (UTC).

## Tu porcentaje

| Pérdidas netas de la semana | Cashback |
|---|---|
| desde ${amount(tierLow.minNetLoss)} | **${tierLow.percent} %** |
| desde ${amount(tierMid.minNetLoss)} | **${tierMid.percent} %** |
| desde ${amount(tierHigh.minNetLoss)} | **${tierHigh.percent} %** |

Tus pérdidas netas son tus apuestas con dinero real menos tus ganancias con dinero real de la semana; las apuestas hechas con saldo de bono no cuentan.

## Compatible con el cashback diario

Ya recibes nuestro [cashback diario](/promotions/daily-cashback) cada día. El cashback semanal lo complementa: calculamos tu porcentaje semanal sobre las pérdidas netas de toda la semana y descontamos el cashback diario que ya has recibido por esos días, de modo que una misma pérdida nunca se reembolsa dos veces.

## Ejemplo

Pierdes ${amount(1_200)} netos durante la semana, lo que te sitúa en el tramo del ${tierMid.percent} %: ${amount((1_200 * tierMid.percent) / 100)}. Si durante la semana ya has recibido ${amount(60)} de cashback diario, tu cashback semanal es de ${amount((1_200 * tierMid.percent) / 100 - 60)}.

## Condiciones

- Se abona automáticamente cada lunes como saldo de bono, con un requisito de apuesta de ${f.weeklyWagering}× y una validez de 7 días.
- Pérdida neta mínima de ${amount(tierLow.minNetLoss)} en la semana.
- Los miembros VIP Oro y Platino reciben además su cashback VIP, en dinero real.
- Importes en la moneda de tu cuenta. Se aplican nuestros [Términos y condiciones](/policies/terms-and-conditions).`,
  },

  'daily-cashback': {
    title: `Cashback diario: te devolvemos el ${f.daily} %, todos los días`,
    summary: `¿Un mal día? Al día siguiente recuperas el ${f.daily} % de tus pérdidas netas, con un requisito de apuesta de solo ${f.dailyWagering}×.`,
    meta_description: `Cashback diario de Satsino: el ${f.daily} % de tus pérdidas netas diarias, abonado cada día con un requisito de apuesta de ${f.dailyWagering}×.`,
    body: `Cada día revisamos tu juego del día anterior (de 00:00 a 24:00 UTC) y, si lo cerraste con pérdidas netas, te devolvemos el **${f.daily} %** como cashback.

## Cómo funciona

- Tu pérdida neta son tus apuestas con dinero real menos tus ganancias con dinero real del día.
- Si es de ${amount(f.dailyMinLoss)} o más, a la mañana siguiente se abona el ${f.daily} % en tu saldo de bono.
- Apuéstalo una sola vez (${f.dailyWagering}×) y se convierte en dinero real que puedes retirar.

## Ejemplo

Juegas el martes y terminas el día con ${amount(250)} de pérdidas. El miércoles por la mañana recibes ${amount((250 * f.daily) / 100)} de cashback. Apuéstalo una vez y es tuyo: puedes seguir jugando o retirarlo.

## Condiciones

- No tienes que apuntarte: todos los jugadores verificados con pérdidas netas lo reciben automáticamente.
- El cashback es válido durante 7 días desde que se abona.
- Las apuestas hechas con saldo de bono no cuentan para las pérdidas netas.
- El [cashback semanal](/promotions/weekly-cashback) descuenta el cashback diario que ya has recibido, así que las pérdidas nunca se reembolsan dos veces.
- Importes en la moneda de tu cuenta. Se aplican nuestros [Términos y condiciones](/policies/terms-and-conditions).`,
  },

  'vip-club': {
    title: 'Club VIP: Bronce, Plata, Oro y Platino',
    summary: `Cuatro niveles con ventajas reales: bono de recarga del ${f.vipReload} %, retiradas prioritarias, hasta un ${f.platinumCashback} % de cashback VIP y un gestor VIP personal.`,
    meta_description: `El Club VIP de Satsino: bono de recarga del ${f.vipReload} %, retiradas prioritarias, del ${f.goldCashback} % al ${f.platinumCashback} % de cashback VIP y un gestor personal.`,
    body: `Cada depósito que haces y cada apuesta que realizas te hacen subir en nuestro Club VIP. Entras en el nivel Bronce con tu primer depósito, y cada nivel suma ventajas a las de los anteriores.

| Nivel | Total apostado | Qué obtienes |
|---|---|---|
| **Bronce** | primer depósito | Bono de recarga del ${f.vipReload} % en cada depósito a partir del quinto |
| **Plata** | ${amount(f.silverWagered)} | + retiradas prioritarias y atención al cliente prioritaria |
| **Oro** | ${amount(f.goldWagered)} | + ${f.goldCashback} % de cashback VIP cada semana |
| **Platino** | ${amount(f.platinumWagered)} | + ${f.platinumCashback} % de cashback VIP y un gestor VIP personal |

## Cashback VIP

Los miembros Oro y Platino reciben cada lunes el ${f.goldCashback} % o el ${f.platinumCashback} % de sus pérdidas netas de la semana anterior, pagado en **dinero real y sin requisito de apuesta**, además de nuestras promociones de cashback diario y semanal.

## Condiciones

- El nivel depende del total que has apostado con dinero real desde que te registraste, en la moneda de tu cuenta; nunca se rebaja.
- El bono de recarga sigue nuestras condiciones habituales de bonos: depósito mínimo de ${amount(f.minDeposit)}, hasta ${amount(f.bonusMax)}, requisito de apuesta de ${f.wagering}× en ${f.bonusDays} días.
- Las apuestas generadas mediante abuso de bonos no cuentan.

Consulta todas las reglas en la página del [Programa VIP](/policies/vip).`,
  },
};
